import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { bookingFixture } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import { renderHook } from '@testing-library/react';
import { saveBookingToken, storedBookingTokens } from '../booking-token';
import { ownHeldNights, rememberStarted, startedBookings } from '../started-bookings';
import { useRememberStarted } from './use-remember-started';
import { ResumeSlot } from './resume-slot';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api = undefined;
  localStorage.clear();
});

// 14:05 in Thailand.
const deadline = '2099-01-01T07:05:00.000Z';

function start(id = 'bk-1', reference = 'BT-0001', paymentDeadline = deadline) {
  saveBookingToken(id, `tok-${id}`);
  rememberStarted({ id, reference, paymentDeadline, checkIn: '2030-03-04', checkOut: '2030-03-06' });
}

function renderSlot(language: 'en' | 'th', placement: 'banner' | 'header' = 'banner') {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<ResumeSlot placement={placement} />} />
      <Route path="/booking/:id/:step" element={<p>step page</p>} />
    </Routes>,
    { language },
  );
}

describe('continuing a booking started in this browser', () => {
  it('offers nothing to a browser that started none', () => {
    api = mockApi({});
    renderSlot('en');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('offers the newest hold with its deadline, on the step where the guest left it (EN)', async () => {
    start('bk-0', 'BT-0000');
    start();
    api = mockApi({ 'GET /api/booking/bk-1': { body: bookingFixture({ paymentDeadline: deadline }) } });
    renderSlot('en');
    expect(await screen.findByText('Continue your booking BT-0001, pay by 14:05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/booking/bk-1/customer-info');
    expect(api.calls[0].headers.get('X-Booking-Token')).toBe('tok-bk-1');
  });

  it('goes to the payment step once the details are given, in Thai too', async () => {
    start();
    const customerInfo = { firstName: 'Somchai', lastName: 'Jaidee', email: 's@example.com', phone: '0812345678' };
    api = mockApi({ 'GET /api/booking/bk-1': { body: bookingFixture({ paymentDeadline: deadline, customerInfo }) } });
    renderSlot('th');
    expect(await screen.findByText('ทำการจองต่อ BT-0001 ชำระเงินภายใน 14:05 น.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ทำต่อ' })).toHaveAttribute('href', '/booking/bk-1/payment');
  });

  it('shows a short link in the header', async () => {
    start();
    api = mockApi({ 'GET /api/booking/bk-1': { body: bookingFixture({ paymentDeadline: deadline }) } });
    renderSlot('en', 'header');
    expect(await screen.findByRole('link', { name: 'Continue BT-0001' })).toHaveAttribute('title', 'Continue your booking BT-0001, pay by 14:05');
  });

  it.each(['in_review', 'confirmed', 'cancelled', 'expired'] as const)('forgets a booking that is %s', async (status) => {
    start();
    api = mockApi({ 'GET /api/booking/bk-1': { body: bookingFixture({ status }) } });
    renderSlot('en');
    await waitFor(() => expect(startedBookings()).toEqual([]));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('drops holds whose window has passed without asking the server', () => {
    start('old', 'BT-OLD', '2000-01-01T00:00:00.000Z');
    start('live', 'BT-LIVE');
    expect(startedBookings().map((b) => b.id)).toEqual(['live']);
    expect([...ownHeldNights()]).toEqual(['2030-03-04', '2030-03-05']);
    // A new booking sends every token kept: the server counts the live unpaid holds among them.
    expect(storedBookingTokens().sort()).toEqual(['tok-live', 'tok-old']);
  });

  it('remembers a booking the flow opens while it waits for payment, and forgets it after', () => {
    const { rerender } = renderHook((booking) => useRememberStarted(booking), {
      initialProps: bookingFixture({ paymentDeadline: deadline, checkIn: '2030-03-04T00:00:00.000Z' }),
    });
    expect(startedBookings()).toEqual([{ id: 'bk-1', reference: 'BT-0001', paymentDeadline: deadline, checkIn: '2030-03-04', checkOut: '2030-03-06' }]);
    rerender(bookingFixture({ status: 'in_review', paymentDeadline: deadline }));
    expect(startedBookings()).toEqual([]);
  });
});
