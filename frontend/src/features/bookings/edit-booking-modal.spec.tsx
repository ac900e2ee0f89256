import { callsTo, mockApi, type ApiRoutes } from '../../testing/http';
import { screen, waitFor, within } from '@testing-library/react';
import type { BookingDto } from '@baan-talay/contracts';
import { adminVilla, booking, page } from '../../testing/fixtures';
import { renderAdminUi } from '../../testing/render';
import { findDialog, user } from '../../testing/user';
import BookingsPage from './bookings-page';

const u = user();

function stubBooking(current: BookingDto, patch: ApiRoutes[string] = { body: current }) {
  return mockApi({
    'GET /api/admin/bookings': { body: page([current]) },
    'GET /api/admin/bookings/b-1': { body: current },
    'GET /api/admin/bookings/b-1/history': { body: [] },
    'PATCH /api/admin/bookings/b-1': patch,
    'GET /api/admin/villa': { body: adminVilla() },
  });
}

async function openEditor() {
  renderAdminUi(<BookingsPage />, { route: '/admin/bookings?booking=b-1' });
  const drawer = await findDialog('Booking BT-1001');
  await u.click(within(drawer).getByRole('button', { name: /Edit/ }));
  return findDialog('Edit booking BT-1001');
}

describe('the booking edit modal', () => {
  it('starts from the booking and sends customer name, dates, guests and total', async () => {
    const http = stubBooking(booking());
    const modal = await openEditor();
    const name = within(modal).getByLabelText('Customer name');
    expect(name).toHaveValue('Somchai Jaidee');
    expect(within(modal).getByLabelText('Guests')).toHaveValue('4');
    expect(within(modal).getByLabelText('Total (THB)')).toHaveValue('12000');

    await u.clear(name);
    await u.type(name, 'Somchai Jaidee-Smith');
    await u.clear(within(modal).getByLabelText('Guests'));
    await u.type(within(modal).getByLabelText('Guests'), '5');
    await u.clear(within(modal).getByLabelText('Total (THB)'));
    await u.type(within(modal).getByLabelText('Total (THB)'), '11000');
    await u.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Booking BT-1001 updated')).toBeInTheDocument();
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/bookings/b-1');
    expect(await patch.request.json()).toEqual({
      customerName: 'Somchai Jaidee-Smith',
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      guests: 5,
      totalPrice: 11000,
    });
    await waitFor(() => expect(screen.queryByText('Edit booking BT-1001')).not.toBeInTheDocument());
  });

  it('corrects rooms, e-mail and phone, sending only what changed and leaving their rules to the server', async () => {
    const http = stubBooking(booking());
    const modal = await openEditor();
    expect(within(modal).getByLabelText('Email')).toHaveValue('somchai@example.test');
    expect(within(modal).getByLabelText('Phone')).toHaveValue('0812345678');
    expect(within(modal).getByRole('combobox', { name: 'Rooms' }).closest('.ant-select')).toHaveTextContent('3');
    expect(within(modal).getByText(/The guest is e-mailed when the dates or the price change/)).toBeInTheDocument();

    await u.clear(within(modal).getByLabelText('Email'));
    await u.type(within(modal).getByLabelText('Email'), 'somchai.j@example.test');
    await u.clear(within(modal).getByLabelText('Phone'));
    await u.type(within(modal).getByLabelText('Phone'), '081-222-0008');
    await u.click(within(modal).getByRole('combobox', { name: 'Rooms' }));
    await u.click(await screen.findByTitle('2'));
    await u.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Booking BT-1001 updated')).toBeInTheDocument();
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/bookings/b-1');
    expect(await patch.request.json()).toEqual({
      customerName: 'Somchai Jaidee',
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      guests: 4,
      rooms: 2,
      email: 'somchai.j@example.test',
      phone: '081-222-0008',
      totalPrice: 12000,
    });
  });

  it("shows the server's coded refusal of a phone number, translated, and stays open", async () => {
    stubBooking(booking(), { status: 400, body: { statusCode: 400, code: 'booking.phoneInvalid', message: 'x', error: 'Bad Request' } });
    const modal = await openEditor();
    await u.clear(within(modal).getByLabelText('Phone'));
    await u.type(within(modal).getByLabelText('Phone'), '12345');
    await u.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter a 10-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('Edit booking BT-1001')).toBeInTheDocument();
  });

  it('needs a customer name before it calls the server', async () => {
    const http = stubBooking(booking());
    const modal = await openEditor();
    await u.clear(within(modal).getByLabelText('Customer name'));
    await u.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await within(modal).findByText('This field is required')).toBeInTheDocument();
    expect(callsTo(http.calls, 'PATCH /api/admin/bookings/b-1')).toHaveLength(0);
  });

  it("stays open with the server's reason when the new nights are taken", async () => {
    stubBooking(booking(), { status: 409, body: { statusCode: 409, message: 'These nights are already booked', error: 'Conflict' } });
    const modal = await openEditor();
    await u.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('These nights are already booked')).toBeInTheDocument();
    expect(screen.getByText('Edit booking BT-1001')).toBeInTheDocument();
  });

  it('names a broken stay rule in words, never by its internal code', async () => {
    const refusal = { statusCode: 400, code: 'booking.stayRuleBroken', params: { rule: 'minNights', min: 3 }, message: 'This edit breaks the stay rule minNights', error: 'Bad Request' };
    stubBooking(booking(), { status: 400, body: refusal });
    const modal = await openEditor();
    await u.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/breaks the villa's stay rules: Please stay at least 3 nights\./)).toBeInTheDocument();
    expect(screen.queryByText(/minNights/)).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to update booking'", async () => {
    stubBooking(booking(), { status: 500 });
    const modal = await openEditor();
    await u.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update booking')).toBeInTheDocument();
  });

  it('can drop an admin override and go back to the quoted price', async () => {
    const http = stubBooking(booking({ totalPrice: 10000, priceOverridden: true, quotedTotal: 12000 }));
    const modal = await openEditor();
    await u.click(within(modal).getByRole('checkbox', { name: 'Go back to the quoted price (฿12,000)' }));
    await waitFor(() => expect(within(modal).getByLabelText('Total (THB)')).toBeDisabled());
    await u.click(within(modal).getByRole('button', { name: 'Save' }));

    await screen.findByText('Booking BT-1001 updated');
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/bookings/b-1');
    expect(await patch.request.json()).toMatchObject({ totalPrice: null });
  });

  it('sends an override of the stay rules only with its reason', async () => {
    const http = stubBooking(booking());
    const modal = await openEditor();
    await u.click(within(modal).getByRole('checkbox', { name: /Override the stay rules/ }));
    const reason = await within(modal).findByLabelText('Why (kept in the audit log)');
    await u.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('This field is required')).toBeInTheDocument();
    expect(callsTo(http.calls, 'PATCH /api/admin/bookings/b-1')).toHaveLength(0);

    await u.type(reason, 'Long stay agreed by phone');
    await u.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking BT-1001 updated')).toBeInTheDocument();
    const [patch] = callsTo(http.calls, 'PATCH /api/admin/bookings/b-1');
    expect(await patch.request.json()).toMatchObject({ overrideStayRules: true, overrideReason: 'Long stay agreed by phone' });
  });
});
