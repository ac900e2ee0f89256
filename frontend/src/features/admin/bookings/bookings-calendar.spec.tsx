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
