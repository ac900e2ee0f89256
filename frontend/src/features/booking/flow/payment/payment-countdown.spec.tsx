import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../testing/render';
import { PaymentCountdown } from './payment-countdown';

describe('PaymentCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2030-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts hours, minutes and seconds down to the deadline', () => {
    renderWithProviders(<PaymentCountdown deadline="2030-03-01T11:02:03Z" />);
    expect(screen.getByRole('timer')).toHaveTextContent('1 h 02 min 03 s');
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('timer')).toHaveTextContent('1 h 01 min 59 s');
  });

  it('says the window expired, in Thai too, once the deadline passes', () => {
    const onExpired = jest.fn();
    renderWithProviders(<PaymentCountdown deadline="2030-03-01T10:00:02Z" onExpired={onExpired} />, { language: 'th' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('หมดเวลาชำระเงินแล้ว กรุณาเริ่มการจองใหม่');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('shows the English expiry message for a deadline already past', () => {
    renderWithProviders(<PaymentCountdown deadline="2030-03-01T09:00:00Z" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment window expired, please start a new booking');
    expect(screen.getByRole('link', { name: 'Start a new booking' })).toHaveAttribute('href', '/');
  });
});
