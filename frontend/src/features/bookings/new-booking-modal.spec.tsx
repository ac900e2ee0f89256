import { callsTo, mockApi } from '../../testing/http';
import { screen, waitFor, within } from '@testing-library/react';
import { adminVilla, booking, page } from '../../testing/fixtures';
import { renderAdminUi } from '../../testing/render';
import { findDialog, user } from '../../testing/user';
import BookingsPage from './bookings-page';

const u = user();

describe('a booking taken by phone', () => {
  it('is created with the guest details, confirmed at once when already paid, and opened', async () => {
    const created = booking({ _id: 'b-9', reference: 'BT-2002', status: 'confirmed' });
    const http = mockApi({
      'GET /api/admin/bookings': { body: page([]) },
      'GET /api/admin/villa': { body: adminVilla() },
      'POST /api/admin/bookings': { status: 201, body: { booking: created, accessToken: 'guest-token' } },
      'GET /api/admin/bookings/b-9': { body: created },
      'GET /api/admin/bookings/b-9/history': { body: [] },
      'GET /api/villa/availability': { body: { unavailable: ['2030-01-12', '2030-01-13'] } },
      'POST /api/booking/quote': async (call) => {
        const { rooms } = await call.request.json();
        return { body: { ...booking().breakdown, checkIn: '2030-01-10', checkOut: '2030-01-12', rooms, total: rooms === 3 ? 10000 : 6000, savings: rooms === 3 ? 0 : 4000 } };
      },
    });
    renderAdminUi(<BookingsPage />, { route: '/admin/bookings' });
    await u.click(await screen.findByRole('button', { name: /New booking/ }));
    const dialog = await findDialog('New booking');

    // The villa's maximum rooms to start with.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Rooms' }).closest('.ant-select')).toHaveTextContent('3'));
    const [checkIn, checkOut] = within(dialog).getAllByPlaceholderText(/Check-(in|out)/);
    await u.click(checkIn);
    await u.type(checkIn, '2030-01-10{Enter}');
    await u.type(checkOut, '2030-01-12{Enter}');
    // The server's quote follows the dates and rooms.
    const quote = await within(dialog).findByLabelText('Price from the server');
    expect(await within(quote).findByText('฿10,000')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('combobox', { name: 'Rooms' }));
    await u.click(await screen.findByTitle('2'));
    expect(await within(quote).findByText('฿6,000')).toBeInTheDocument();
    expect(within(quote).getByText('−฿4,000')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText('First name'), 'Anong');
    await u.type(within(dialog).getByLabelText('Last name'), 'Srisuk');
    await u.type(within(dialog).getByLabelText('Email'), 'anong@example.test');
    await u.type(within(dialog).getByLabelText('Phone'), '0891234567');
    expect(within(dialog).getByRole('radio', { name: /Send payment request/ })).toBeChecked();
    await u.click(within(dialog).getByRole('radio', { name: 'Paid already: confirm it now' }));
    await u.click(within(dialog).getByRole('button', { name: 'Create booking' }));

    expect(await screen.findByText('Booking BT-2002 created')).toBeInTheDocument();
    expect(await callsTo(http.calls, 'POST /api/admin/bookings')[0].request.json()).toEqual({
      checkIn: '2030-01-10',
      checkOut: '2030-01-12',
      rooms: 2,
      guests: 2,
      paymentMethod: 'bank_transfer',
      language: 'th',
      specialRequests: '',
      customerInfo: { firstName: 'Anong', lastName: 'Srisuk', email: 'anong@example.test', phone: '0891234567' },
      status: 'confirmed',
    });
    expect(await findDialog('Booking BT-2002')).toBeInTheDocument();
  });

  it('checks the phone number before calling the server', async () => {
    const http = mockApi({
      'GET /api/admin/bookings': { body: page([]) },
      'GET /api/admin/villa': { body: adminVilla() },
      'GET /api/villa/availability': { body: { unavailable: [] } },
    });
    renderAdminUi(<BookingsPage />, { route: '/admin/bookings' });
    await u.click(await screen.findByRole('button', { name: /New booking/ }));
    const dialog = await findDialog('New booking');
    await u.type(within(dialog).getByLabelText('Phone'), '12345');
    await u.click(within(dialog).getByRole('button', { name: 'Create booking' }));

    expect(await within(dialog).findByText('Please enter a 10-digit phone number')).toBeInTheDocument();
    const phone = within(dialog).getByLabelText('Phone');
    await u.clear(phone);
    await u.type(phone, '+44 77');
    expect(await within(dialog).findByText('Please enter a phone number valid for its country, e.g. +44 7700 900123')).toBeInTheDocument();
    // Dashes no longer count against a 10-character box.
    await u.clear(phone);
    await u.type(phone, '081-222-0008');
    expect(phone).toHaveValue('081-222-0008');
    await waitFor(() => expect(within(dialog).queryByText(/Please enter a/)).not.toBeInTheDocument());
    expect(callsTo(http.calls, 'POST /api/admin/bookings')).toHaveLength(0);
  });
});
