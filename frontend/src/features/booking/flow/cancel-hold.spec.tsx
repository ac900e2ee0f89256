import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingFixture } from '../../../testing/fixtures';
import { mockApi, type ApiRoutes } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import { saveBookingToken } from '../booking-token';
import { rememberStarted, startedBookings } from '../started-bookings';
import { CancelHold } from './cancel-hold';

let api: ReturnType<typeof mockApi>;
afterEach(() => {
  localStorage.clear();
});

function renderCancel(language: 'en' | 'th', routes: ApiRoutes, status: 'pending_payment' | 'in_review' | 'confirmed' = 'pending_payment') {
  saveBookingToken('bk-1', 'tok-1');
  rememberStarted({ id: 'bk-1', reference: 'BT-0001', paymentDeadline: new Date(Date.now() + 60_000).toISOString(), checkIn: '2030-03-04', checkOut: '2030-03-06' });
  api = mockApi(routes);
  renderWithProviders(<CancelHold booking={bookingFixture({ status })} policyTiers={status === 'confirmed' ? 2 : 0} />, { language });
  return userEvent.setup();
}

describe('a guest cancelling their unpaid hold', () => {
  it('asks first, and keeping the booking sends nothing', async () => {
    const user = renderCancel('en', {});
    await user.click(screen.getByRole('button', { name: 'Cancel this booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel booking BT-0001?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(api.calls).toHaveLength(0);
  });

  it('cancels with the booking token once confirmed, and forgets the hold (Thai)', async () => {
    const user = renderCancel('th', { 'POST /api/booking/bk-1/cancel': { body: bookingFixture({ status: 'cancelled' }) } });
    await user.click(screen.getByRole('button', { name: 'ยกเลิกการจองนี้' }));
    await user.click(await screen.findByRole('button', { name: 'ยกเลิกการจอง' }));
    expect(await screen.findByText('ยกเลิกการจอง BT-0001 แล้ว วันที่ว่างอีกครั้ง')).toBeInTheDocument();
    expect(api.calls[0].headers.get('X-Booking-Token')).toBe('tok-1');
    expect(startedBookings()).toEqual([]);
  });

  it("shows the server's refusal in the guest's language and keeps the hold", async () => {
    const refusal = { statusCode: 409, code: 'booking.actionNotAllowed', params: { action: 'cancel', status: 'in_review' }, message: 'Cannot cancel' };
    const user = renderCancel('en', { 'POST /api/booking/bk-1/cancel': { status: 409, body: refusal } });
    await user.click(screen.getByRole('button', { name: 'Cancel this booking' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(/This booking is in review now/)).toBeInTheDocument();
    expect(startedBookings()).toHaveLength(1);
  });

  it('is not offered once a slip is in review', () => {
    renderCancel('en', {}, 'in_review');
    expect(screen.queryByRole('button', { name: 'Cancel this booking' })).not.toBeInTheDocument();
  });
});

describe('a guest cancelling their paid booking (issue 30)', () => {
  const quote = { paid: 12_000, daysBefore: 20, tier: { daysBefore: 14, refundPercent: 50 }, proposed: 6_000 };

  it('shows the refund the policy gives today before cancelling, then what was recorded', async () => {
    const user = renderCancel('en', {
      'GET /api/booking/bk-1/refund-quote': { body: quote },
      'POST /api/booking/bk-1/cancel': { body: bookingFixture({ status: 'cancelled', refundAmount: 6_000 }) },
    }, 'confirmed');
    await user.click(screen.getByRole('button', { name: 'Cancel this booking' }));
    expect(await screen.findByText(/cancelling today \(20 days before check-in\) refunds ฿6,000 of the ฿12,000 you paid/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking BT-0001 is cancelled. Refund: ฿6,000.')).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/booking/bk-1/refund-quote', 'POST /api/booking/bk-1/cancel']);
  });

  it('says so in Thai when the policy refunds nothing', async () => {
    const user = renderCancel('th', { 'GET /api/booking/bk-1/refund-quote': { body: { ...quote, daysBefore: 3, tier: null, proposed: 0 } } }, 'confirmed');
    await user.click(screen.getByRole('button', { name: 'ยกเลิกการจองนี้' }));
    expect(await screen.findByText(/การยกเลิกวันนี้ \(3 วันก่อนวันเช็คอิน\) เลยทุกขั้นการคืนเงิน/)).toBeInTheDocument();
  });
});
