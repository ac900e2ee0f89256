import { callsTo, mockApi } from '../../testing/http';
import { addDays } from '@baan-talay/pricing';
import { screen, waitFor, within } from '@testing-library/react';
import { booking, page } from '../../testing/fixtures';
import { renderAdminUi } from '../../testing/render';
import { findDialog, user } from '../../testing/user';
import { monthWeeks } from './stay-bars';
import BookingsPage from '../bookings/bookings-page';

const u = user();
// The calendar opens on a month given in its address; March 2030 starts on a Friday.
const MONTH = '2030-03';
const day = (n: number) => `${MONTH}-${String(n).padStart(2, '0')}`;
const bar = (name: RegExp) => screen.findAllByRole('button', { name });

describe('the month of stays', () => {
  it('draws each holding booking as one bar from check-in to check-out, naming its reference and guest, and opens it', async () => {
    const held = booking({ checkIn: day(10), checkOut: day(12), status: 'confirmed' });
    const cancelled = booking({ _id: 'b-2', reference: 'BT-0999', checkIn: day(14), checkOut: day(15), status: 'cancelled' });
    const http = mockApi({
      'GET /api/villa/availability': { body: { unavailable: [day(10), day(11), day(20)] } },
      'GET /api/admin/bookings': { body: page([held, cancelled]) },
      'GET /api/admin/bookings/b-1': { body: held },
      'GET /api/admin/bookings/b-1/history': { body: [] },
      'GET /api/admin/calendar/stays': { body: { blocks: [], imported: [] } },
    });
    renderAdminUi(<BookingsPage />, { route: `/admin/bookings?view=calendar&month=${MONTH}` });

    const [stay] = await bar(/^BT-1001 · Somchai Jaidee, /);
    expect(stay).toHaveAttribute('data-from', day(10));
    expect(stay).toHaveAttribute('data-to', day(12));
    expect(stay).toHaveClass('is-confirmed');
    // Sunday the 10th to Tuesday the 12th: from the afternoon of the first to the morning of the third day.
    expect(stay).toHaveStyle({ gridColumn: '2 / 6' });
    // A cancelled booking holds nothing; a night held by something not on screen is marked held.
    expect(screen.queryByRole('button', { name: /BT-0999/ })).not.toBeInTheDocument();
    expect(within(screen.getByTitle(day(20))).getByText('Held')).toBeInTheDocument();
    expect(within(screen.getByTitle(day(10))).queryByText('Held')).not.toBeInTheDocument();

    // Every day on screen was asked for: the six weeks from Sunday 24 February.
    const weeks = monthWeeks(MONTH);
    const [availability] = callsTo(http.calls, 'GET /api/villa/availability');
    expect(Object.fromEntries(availability.query)).toEqual({ from: weeks[0][0], to: addDays(weeks.at(-1)![6], 1) });
    expect(screen.getByRole('heading', { name: 'March 2030' })).toBeInTheDocument();

    await u.click(stay);
    expect(await findDialog('Booking BT-1001')).toBeInTheDocument();
  });

  it('goes to the next month and back, keeping the month in the address', async () => {
    mockApi({
      'GET /api/villa/availability': { body: { unavailable: [] } },
      'GET /api/admin/bookings': { body: page([]) },
      'GET /api/admin/calendar/stays': { body: { blocks: [], imported: [] } },
    });
    renderAdminUi(<BookingsPage />, { route: `/admin/bookings?view=calendar&month=2030-12` });
    await u.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'January 2031' })).toBeInTheDocument();
    expect(screen.getByTitle('2031-01-31')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'December 2030' })).toBeInTheDocument();
  });
});

describe('blocks and imported stays in the month', () => {
  it('draws blocks, imported stays and conflicts in their own styles, and blocks a range picked by two clicks', async () => {
    const mine = booking({ checkIn: day(8), checkOut: day(10), status: 'pending_payment' });
    const http = mockApi({
      'GET /api/villa/availability': { body: { unavailable: [day(5), day(8), day(9)] } },
      'GET /api/admin/bookings': { body: page([mine]) },
      'GET /api/admin/calendar/stays': {
        body: {
          blocks: [{ id: 'k1', from: day(5), to: day(6), reason: 'maintenance', note: 'Pool' }],
          imported: [
            { id: 'i1', calendarId: 'c1', calendarName: 'Airbnb', uid: 'u1', from: day(22), to: day(25), conflict: null },
            { id: 'i2', calendarId: 'c2', calendarName: 'Booking.com', uid: 'u2', from: day(9), to: day(10), conflict: { kind: 'booking', id: 'b-1', from: day(8), to: day(10), reference: 'BT-1001' } },
          ],
        },
      },
      'POST /api/admin/blocks': { status: 201, body: { id: 'k2', from: day(15), to: day(18), reason: 'owner_stay', note: '' } },
    });
    renderAdminUi(<BookingsPage />, { route: `/admin/bookings?view=calendar&month=${MONTH}` });

    const [block] = await bar(/^Maintenance, /);
    expect(block).toHaveClass('is-block');
    expect(block).toHaveAttribute('data-to', day(6));
    const [airbnb] = await bar(/^Airbnb, /);
    expect(airbnb).toHaveClass('is-import');
    expect(airbnb).not.toHaveClass('is-conflict');
    // The conflicting import and the booking it overlaps are both outlined.
    const [conflict] = await bar(/^⚠ Conflict · Booking\.com, /);
    expect(conflict).toHaveClass('is-conflict');
    const [booked] = await bar(/^BT-1001 /);
    expect(booked).toHaveClass('is-pending', 'is-conflict');

    await u.click(screen.getByTitle(day(15)));
    expect(within(screen.getByTitle(day(15))).getByText('First night')).toBeInTheDocument();
    await u.click(screen.getByTitle(day(17)));
    const dialog = await findDialog('Block these nights');
    expect(within(dialog).getByText('15 Mar 2030 to 17 Mar 2030: 3 nights')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Block these nights' }));
    await waitFor(() => expect(callsTo(http.calls, 'POST /api/admin/blocks')).not.toHaveLength(0));
    const [post] = callsTo(http.calls, 'POST /api/admin/blocks');
    expect(await post.request.json()).toEqual({ from: day(15), to: day(18), reason: 'owner_stay' });
    expect(await screen.findByText('Nights 15 Mar 2030 – 17 Mar 2030 blocked')).toBeInTheDocument();
  });

  it('offers to unblock when a block is clicked', async () => {
    const http = mockApi({
      'GET /api/villa/availability': { body: { unavailable: [day(5)] } },
      'GET /api/admin/bookings': { body: page([]) },
      'GET /api/admin/calendar/stays': { body: { blocks: [{ id: 'k1', from: day(5), to: day(7), reason: 'owner_stay', note: '' }], imported: [] } },
      'DELETE /api/admin/blocks/k1': { status: 204 },
    });
    renderAdminUi(<BookingsPage />, { route: `/admin/bookings?view=calendar&month=${MONTH}` });
    const [block] = await bar(/^Owner stay, /);
    await u.click(block);
    expect(await screen.findByText('Give the nights 5 Mar 2030 – 6 Mar 2030 back to guests?')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(callsTo(http.calls, 'DELETE /api/admin/blocks/k1')).toHaveLength(1));
    expect(await screen.findByText('Nights 5 Mar 2030 – 6 Mar 2030 open for bookings again')).toBeInTheDocument();
  });
});

