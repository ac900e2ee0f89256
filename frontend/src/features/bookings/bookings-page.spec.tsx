import { callsTo, mockApi } from '../../testing/http';
import { screen, waitFor, within } from '@testing-library/react';
import { booking, page } from '../../testing/fixtures';
import { renderAdminUi } from '../../testing/render';
import { user } from '../../testing/user';
import BookingsPage from './bookings-page';

const u = user();
const renderBookings = (language: 'en' | 'th' = 'en') => renderAdminUi(<BookingsPage />, { route: '/admin/bookings', language });

async function row(reference: string) {
  const cell = await screen.findByRole('cell', { name: reference });
  return cell.closest('tr') as HTMLElement;
}

describe('the bookings table', () => {
  it('filters the slips without a verification QR', async () => {
    const http = mockApi({ 'GET /api/admin/bookings': { body: page([booking()]) } });
    renderBookings();
    await row('BT-1001');
    await u.click(screen.getByRole('checkbox', { name: 'Slips without a QR' }));
    await waitFor(() => {
      const urls = callsTo(http.calls, 'GET /api/admin/bookings').map((call) => new URL(call.request.url));
      expect(urls.at(-1)?.searchParams.get('slipQr')).toBe('missing');
    });
  });

  it('confirms a booking from its row and shows the new status', async () => {
    let status: 'in_review' | 'confirmed' = 'in_review';
    const http = mockApi({
      'GET /api/admin/bookings': () => ({ body: page([booking({ status })]) }),
      'PATCH /api/admin/bookings/b-1/status': () => {
        status = 'confirmed';
        return { body: booking({ status }) };
      },
    });
    renderBookings();
    const bookingRow = await row('BT-1001');
    expect(within(bookingRow).getByText('In review')).toBeInTheDocument();

    await u.click(within(bookingRow).getByRole('button', { name: 'Confirm BT-1001' }));
    const prompt = await screen.findByRole('tooltip');
    expect(prompt).toHaveTextContent('Confirm booking BT-1001?');
    await u.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Booking BT-1001 confirmed')).toBeInTheDocument();
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/bookings/b-1/status');
    expect(await patch.request.json()).toEqual({ status: 'confirmed' });
    // The list is fetched again and the row shows the status the server now has.
    await waitFor(async () => expect(within(await row('BT-1001')).getByText('Confirmed')).toBeInTheDocument());
    expect(within(await row('BT-1001')).queryByRole('button', { name: 'Confirm BT-1001' })).not.toBeInTheDocument();
  });

  it('rejects a slip with a reason, sending the booking back to pending_payment', async () => {
    const http = mockApi({
      'GET /api/admin/bookings': { body: page([booking()]) },
      'PATCH /api/admin/bookings/b-1/status': { body: booking({ status: 'pending_payment' }) },
    });
    renderBookings();
    await u.click(within(await row('BT-1001')).getByRole('button', { name: 'Reject slip BT-1001' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText(/Reason/), 'Amount on the slip is 1,200 THB short');
    await u.click(within(dialog).getByRole('button', { name: 'Reject slip' }));

    expect(await screen.findByText('Slip of BT-1001 rejected; the booking awaits payment again')).toBeInTheDocument();
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/bookings/b-1/status');
    expect(await patch.request.json()).toEqual({ status: 'pending_payment', reason: 'Amount on the slip is 1,200 THB short' });
  });

  it.each(['en', 'th'] as const)('asks for the reason before rejecting a slip, sending nothing without one (%s)', async (language) => {
    const http = mockApi({ 'GET /api/admin/bookings': { body: page([booking()]) } });
    renderBookings(language);
    const reject = language === 'en' ? 'Reject slip' : 'ปฏิเสธสลิป';
    await u.click(within(await row('BT-1001')).getByRole('button', { name: `${reject} BT-1001` }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByRole('textbox'), '   ');
    await u.click(within(dialog).getByRole('button', { name: reject }));
    const required = language === 'en' ? 'Say why the slip is rejected: the guest is e-mailed the reason.' : 'กรุณาระบุเหตุผลที่ปฏิเสธสลิป ผู้เข้าพักจะได้รับเหตุผลทางอีเมล';
    expect(await within(dialog).findByText(required)).toBeInTheDocument();
    expect(callsTo(http.calls, 'PATCH /api/admin/bookings/b-1/status')).toHaveLength(0);
  });

  it('cancels with a message to the guest and an internal note, sent apart', async () => {
    const http = mockApi({
      'GET /api/admin/bookings': { body: page([booking()]) },
      'PATCH /api/admin/bookings/b-1/status': { body: booking({ status: 'cancelled' }) },
    });
    renderBookings();
    await u.click(within(await row('BT-1001')).getByRole('button', { name: 'Cancel booking BT-1001' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sent to the guest in the cancellation e-mail.')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('Message to the guest'), 'A storm closed the road; your transfer is refunded.');
    await u.type(within(dialog).getByLabelText('Internal note'), 'Refund done by the owner');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    const [patch] = await waitFor(() => {
      const calls = callsTo(http.calls, 'PATCH /api/admin/bookings/b-1/status');
      expect(calls).toHaveLength(1);
      return calls;
    });
    expect(await patch.request.json()).toEqual({
      status: 'cancelled',
      reason: 'Refund done by the owner',
      messageToGuest: 'A storm closed the road; your transfer is refunded.',
    });
  });

  it("shows the server's refusal, or 'Failed to update booking status' when it gives none", async () => {
    const refusal = {
      statusCode: 409,
      code: 'booking.transitionNotAllowed',
      message: 'Cannot change the booking status from cancelled to confirmed',
      params: { from: 'cancelled', to: 'confirmed' },
      error: 'Conflict',
    };
    let reply = { status: 409, body: refusal };
    mockApi({
      'GET /api/admin/bookings': { body: page([booking({ status: 'pending_payment' })]) },
      'PATCH /api/admin/bookings/b-1/status': () => reply,
    });
    renderBookings();
    await u.click(within(await row('BT-1001')).getByRole('button', { name: 'Confirm BT-1001' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The status cannot change from cancelled to confirmed.')).toBeInTheDocument();

    reply = { status: 500, body: undefined as never };
    await u.click(within(await row('BT-1001')).getByRole('button', { name: 'Confirm BT-1001' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to update booking status')).toBeInTheDocument();
  });

  it('asks the server for filtered, searched, sorted pages', async () => {
    const http = mockApi({
      'GET /api/admin/bookings': (call) => ({
        body: page([booking()], { total: 45, page: Number(call.query.get('page')), pageSize: 20 }),
      }),
    });
    renderBookings();
    await row('BT-1001');
    const lastQuery = () => Object.fromEntries(callsTo(http.calls, 'GET /api/admin/bookings').at(-1)!.query);
    expect(lastQuery()).toEqual({ page: '1', pageSize: '20' });

    await u.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'somchai{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'somchai', page: '1', pageSize: '20' }));

    await u.click(screen.getByRole('columnheader', { name: /Total/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'totalPrice', order: 'asc' }));

    await u.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'somchai', sort: 'totalPrice', page: '3' }));
    expect(screen.getByText('45 bookings')).toBeInTheDocument();
  });

  it('says "more than" when the server counted only up to its cap', async () => {
    mockApi({ 'GET /api/admin/bookings': { body: page([booking()], { total: 10000, totalCapped: true }) } });
    renderBookings();
    expect(await screen.findByText('More than 10,000 bookings')).toBeInTheDocument();
  });
});
