import type { BookingDto, DashboardStatsDto, ReportDto, ReportPeriodDto } from '@baan-talay/contracts';
import { addDays, stayNights, todayInBangkok } from '@baan-talay/pricing';
import request from 'supertest';
import { bookingClient } from '../booking/support/booking-client';
import { CalendarApp, startCalendarApp } from '../availability/support/calendar-app';
import { withEvent } from '../availability/support/ical-server';
import { shiftMonth } from '../../src/modules/dashboard/queries/stats-window';

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';
const lastDay = (month: string) => addDays(`${shiftMonth(month, 1)}-01`, -1);

/**
 * Issue 33: the dashboard and the reports figure revenue and occupancy one way (per night, blocked
 * and imported nights not for sale). A stay across two months, a block and an Airbnb stay.
 */
describe('one revenue and one occupancy definition: dashboard and reports agree to the baht', () => {
  let calendarApp: CalendarApp;
  const feeds = new Map<string, string>();
  const today = todayInBangkok(new Date());
  const next = shiftMonth(today.slice(0, 7), 1);
  const spanning = { checkIn: addDays(lastDay(next), -1), checkOut: `${shiftMonth(next, 1)}-02` };
  const near = { checkIn: addDays(today, 10), checkOut: addDays(today, 12) };
  const block = { from: addDays(today, 3), to: addDays(today, 5) };
  const airbnb = { from: addDays(today, 6), to: addDays(today, 9) };
  let bookings: BookingDto[];

  const api = () => request(calendarApp.app.http);
  const admin = () => calendarApp.admin.auth;
  const report = async (month: string): Promise<ReportDto> => {
    const [year, m] = month.split('-').map(Number);
    return (await api().get('/api/admin/reports').query({ year, month: m }).set(admin()).expect(200)).body;
  };

  beforeAll(async () => {
    feeds.set('/airbnb.ics', withEvent(FEED, 'stay@airbnb.com', airbnb.from, airbnb.to));
    calendarApp = await startCalendarApp(feeds);
    for (const { checkIn, checkOut } of [spanning, near]) {
      const booking = await bookingClient(calendarApp.app).create(checkIn, checkOut);
      await api().patch(`/api/admin/bookings/${booking.id}/status`).set(admin()).send({ status: 'confirmed' }).expect(200);
    }
    await api().post('/api/admin/blocks').set(admin()).send({ ...block, reason: 'maintenance' }).expect(201);
    const calendar = await api().post('/api/admin/calendars').set(admin()).send({ name: 'Airbnb', url: calendarApp.ical.url('/airbnb.ics') }).expect(201);
    await api().post(`/api/admin/calendars/${calendar.body.id}/sync`).set(admin()).expect(200);
    bookings = (await api().get('/api/booking/all').set(admin()).expect(200)).body;
  });
  afterAll(() => calendarApp?.close());

  it('spreads the stay across two months by its nights, in the dashboard and the reports alike', async () => {
    const stay = bookings.find((b) => b.checkIn === spanning.checkIn)!;
    const quoted = stay.breakdown.nightly.reduce((sum, night) => sum + night.price, 0);
    const share = (month: string) =>
      Math.round(stay.breakdown.nightly.filter((n) => n.date.startsWith(month)).reduce((sum, n) => sum + (stay.totalPrice * n.price) / quoted, 0));
    const after = shiftMonth(next, 1);
    expect(share(next) + share(after)).toBeGreaterThanOrEqual(stay.totalPrice - 1);
    expect(share(after)).toBeGreaterThan(0);

    const stats: DashboardStatsDto = (await api().get('/api/admin/stats').set(admin()).expect(200)).body;
    const dashboard = new Map(stats.revenueByMonth.map((m) => [m.month, m.revenue]));
    expect((await report(after)).total.revenue).toBe(share(after));
    expect(dashboard.get(after)).toBe(share(after));
    expect((await report(next)).total.revenue).toBe(dashboard.get(next));
    for (const { month, revenue } of stats.revenueByMonth) expect({ month, revenue }).toEqual({ month, revenue: (await report(month)).total.revenue });
  });

  it('leaves blocked and imported nights out of the available ones: the 30-day occupancy is the reports\' by day', async () => {
    const window = stayNights(today, addDays(today, 30));
    const sold = new Set(bookings.filter((b) => b.status === 'confirmed').flatMap((b) => stayNights(b.checkIn, b.checkOut)));
    const closed = new Set([...stayNights(block.from, block.to), ...stayNights(airbnb.from, airbnb.to)]);
    const booked = window.filter((night) => sold.has(night)).length;
    const available = window.filter((night) => sold.has(night) || !closed.has(night)).length;
    expect(available).toBe(25);

    const days: ReportPeriodDto[] = [];
    for (const month of new Set(window.map((night) => night.slice(0, 7)))) days.push(...(await report(month)).periods);
    const inWindow = days.filter((day) => window.includes(day.period));
    expect(inWindow.reduce((sum, day) => sum + day.availableNights, 0)).toBe(available);
    expect(inWindow.reduce((sum, day) => sum + day.bookedNights, 0)).toBe(booked);
    for (const night of closed) expect(inWindow.find((day) => day.period === night)).toMatchObject({ availableNights: 0, bookedNights: 0 });

    const stats: DashboardStatsDto = (await api().get('/api/admin/stats').set(admin()).expect(200)).body;
    expect(stats.occupancyNext30Days).toBe(Math.round((booked / available) * 1000) / 10);
  });
});
