import { screen } from '@testing-library/react';
import { bookingFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { BookingSummary } from './booking-summary';

/** The row holding nights, rooms and guests, found by its label. */
const stayRow = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div') as HTMLElement;

describe('BookingSummary', () => {
  const booking = bookingFixture({ checkIn: '2026-12-10', checkOut: '2026-12-12', rooms: 3, guests: 4 });

  it('labels nights, rooms and guests as the stay, not as dates', () => {
    renderWithProviders(<BookingSummary booking={booking} villaName="Baan Talay" />, { language: 'en' });
    expect(stayRow('Stay')).toHaveTextContent('2 nights · 3 rooms · 4 guests');
    expect(screen.queryByText('Dates', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says it in Thai too', () => {
    renderWithProviders(<BookingSummary booking={booking} villaName="บ้านทะเล" />, { language: 'th' });
    expect(stayRow('การเข้าพัก')).toHaveTextContent(/2 คืน/);
    expect(screen.queryByText('วันที่', { selector: 'dt' })).not.toBeInTheDocument();
  });
});
