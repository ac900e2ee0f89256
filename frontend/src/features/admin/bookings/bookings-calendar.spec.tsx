import { callsTo, stubFetch } from '../testing/http-stub';
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { booking, page } from '../testing/fixtures';
import { renderAdminUi } from '../testing/render-admin';
import { findDialog, user } from '../testing/user';
import BookingsPage from './bookings-page';

const u = user();

describe('the calendar of held nights', () => {
  it('marks each held night of the month with the booking that holds it, and opens it', async () => {
    // Nights in the month on screen (this month): the 10th and 11th, check-out on the 12th.
    const day = (n: number) => dayjs().date(n).format('YYYY-MM-DD');
    const held = booking({ checkIn: day(10), checkOut: day(12), status: 'confirmed' });
    const cancelled = booking({ _id: 'b-2', reference: 'BT-0999', checkIn: day(14), checkOut: day(15), status: 'cancelled' });
    const http = stubFetch({
      'GET /api/villa/availability': { body: { unavailable: [day(10), day(11), day(20)] } },
      'GET /api/admin/bookings': { body: page([held, cancelled]) },
      'GET /api/admin/bookings/b-1': { body: held },
      'GET /api/admin/bookings/b-1/history': { body: [] },
      'GET /api/admin/calendar/stays': { body: { blocks: [], imported: [] } },
    });
    renderAdminUi(<BookingsPage />, { route: '/admin/bookings?view=calendar' });

    const cell = (n: number) => screen.getByTitle(day(n));
    await within(await screen.findByTitle(day(10))).findByText('BT-1001');
    expect(within(cell(11)).getByText('BT-1001')).toBeInTheDocument();
    expect(within(cell(12)).queryByText('BT-1001')).not.toBeInTheDocument();
    // A cancelled booking holds nothing; a night held by a booking not in view still shows as held.
    expect(within(cell(14)).queryByText('BT-0999')).not.toBeInTheDocument();
    expect(within(cell(20)).getByText('Held')).toBeInTheDocument();

    const [availability] = callsTo(http.calls, 'GET /api/villa/availability');
    expect(Object.fromEntries(availability.query)).toEqual({
      from: dayjs().startOf('month').subtract(7, 'day').format('YYYY-MM-DD'),
      to: dayjs().endOf('month').add(15, 'day').format('YYYY-MM-DD'),
    });

    await u.click(within(cell(10)).getByText('BT-1001'));
    expect(await findDialog('Booking BT-1001')).toBeInTheDocument();
  });
});

describe('blocks and imported stays in the calendar', () => {
  const day = (n: number) => dayjs().date(n).format('YYYY-MM-DD');

  it('draws blocks, imported stays and conflicts in their own styles, and blocks a range picked by two clicks', async () => {
    const http = stubFetch({
      'GET /api/villa/availability': { body: { unavailable: [day(5), day(8), day(9)] } },
      'GET /api/admin/bookings': { body: page([]) },
      'GET /api/admin/calendar/stays': {
        body: {
          blocks: [{ id: 'k1', from: day(5), to: day(6), reason: 'maintenance', note: 'Pool' }],
          imported: [
            { id: 'i1', calendarId: 'c1', calendarName: 'Airbnb', uid: 'u1', from: day(8), to: day(10), conflict: null },
            { id: 'i2', calendarId: 'c2', calendarName: 'Booking.com', uid: 'u2', from: day(9), to: day(10), conflict: { kind: 'import', id: 'i1', from: day(8), to: day(10) } },
          ],
        },
      },
      'POST /api/admin/blocks': { status: 201, body: { id: 'k2', from: day(15), to: day(18), reason: 'owner_stay', note: '' } },
    });
    renderAdminUi(<BookingsPage />, { route: '/admin/bookings?view=calendar' });

    const cell = (n: number) => screen.getByTitle(day(n));
    expect(await within(await screen.findByTitle(day(5))).findByText('Maintenance')).toBeInTheDocument();
    expect(within(cell(8)).getByText('Airbnb')).toBeInTheDocument();
    expect(within(cell(9)).getByText(/Conflict · Booking\.com/)).toBeInTheDocument();

    await u.click(cell(15));
    expect(within(cell(15)).getByText('First night')).toBeInTheDocument();
    await u.click(cell(17));
    const dialog = await findDialog('Block these nights');
    await u.click(within(dialog).getByRole('button', { name: 'Block these nights' }));
    const [post] = await eventuallyCalls(http.calls, 'POST /api/admin/blocks');
    expect(await post.request.json()).toEqual({ from: day(15), to: day(18), reason: 'owner_stay' });
  });
});

async function eventuallyCalls(calls: Parameters<typeof callsTo>[0], route: string) {
  for (let i = 0; i < 100 && callsTo(calls, route).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return callsTo(calls, route);
}
