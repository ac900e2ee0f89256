import { callsTo, mockApi } from '../../testing/http';
import type { ExternalCalendarDto } from '@baan-talay/contracts';
import { screen, within } from '@testing-library/react';
import { renderAdminUi } from '../../testing/render';
import { user } from '../../testing/user';
import { CalendarSync } from './calendar-sync';

const u = user();

const bookingCom: ExternalCalendarDto = {
  id: 'c1',
  name: 'Booking.com',
  url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=secret',
  channel: 'booking_com',
  stays: 3,
  conflicts: 1,
  lastAttemptAt: '2030-01-02T03:00:00.000Z',
  lastSuccessAt: '2030-01-02T02:45:00.000Z',
  lastError: 'The calendar took longer than 10 s',
  lastErrorCode: 'calendar.fetchTimeout',
  lastErrorParams: { calendar: 'Booking.com' },
  lastErrorAt: '2030-01-02T03:00:00.000Z',
  exportUrl: 'https://baantalay.example/api/calendar/abcdefghijklmnopqrstuvwxyz/c1.ics',
};

describe('calendar sync', () => {
  it('lists each calendar with its channel, last success in Bangkok time and last error in the admin’s language', async () => {
    mockApi({
      'GET /api/admin/calendars': { body: [bookingCom] },
      'GET /api/admin/calendar/export': { body: { url: 'https://baantalay.example/api/calendar/abcdefghijklmnopqrstuvwxyz.ics' } },
    });
    renderAdminUi(<CalendarSync />, { language: 'th' });

    const calendar = await screen.findByRole('region', { name: 'Booking.com' });
    expect(within(calendar).getByText('Booking.com', { selector: '.ant-tag' })).toBeInTheDocument();
    // 02:45 UTC is 09:45 in Bangkok.
    expect(within(calendar).getByText(/ซิงค์ล่าสุด .*09:45.* \(เวลากรุงเทพฯ\)/)).toBeInTheDocument();
    expect(within(calendar).getByText(/ครั้งล่าสุดไม่สำเร็จ .*10:00.*: Booking.com ไม่ตอบกลับภายใน 10 วินาที/)).toBeInTheDocument();
    expect(screen.getByLabelText('ที่อยู่ปฏิทินสำหรับส่งออก')).toHaveValue('https://baantalay.example/api/calendar/abcdefghijklmnopqrstuvwxyz.ics');
    expect(within(calendar).getByLabelText('ที่อยู่ปฏิทินสำหรับส่งออกไปยัง Booking.com')).toHaveValue(bookingCom.exportUrl);
  });

  it('shows the server’s refusal of an address on the address field, and adds a valid one and syncs it at once', async () => {
    let refuse = true;
    const http = mockApi({
      'GET /api/admin/calendars': { body: [] },
      'GET /api/admin/calendar/export': { body: { url: 'https://baantalay.example/api/calendar/abcdefghijklmnopqrstuvwxyz.ics' } },
      'POST /api/admin/calendars': () =>
        refuse
          ? { status: 400, body: { statusCode: 400, code: 'calendar.fetchPrivate', message: '10.0.0.5 is a private or loopback address' } }
          : { status: 201, body: { ...bookingCom, id: 'c2', name: 'Airbnb', channel: 'airbnb', lastErrorAt: null, lastErrorCode: null } },
      'POST /api/admin/calendars/c2/sync': { body: { calendarId: 'c2', imported: 3, withdrawn: 0, conflicts: 1, unchanged: 0 } },
    });
    renderAdminUi(<CalendarSync />);

    await u.type(await screen.findByLabelText('Name'), 'Airbnb');
    await u.type(screen.getByLabelText('Calendar address (iCal)'), 'http://10.0.0.5/calendar.ics');
    await u.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText('The calendar address points to a private or local network address, which is not allowed.')).toBeInTheDocument();

    refuse = false;
    await u.clear(screen.getByLabelText('Calendar address (iCal)'));
    await u.type(screen.getByLabelText('Calendar address (iCal)'), 'https://www.airbnb.com/calendar/ical/1.ics?s=x');
    await u.click(screen.getByRole('button', { name: 'Add calendar' }));
    // Added, then synced at once: its stays need not wait for "Sync now" or the schedule.
    expect(await screen.findByText('Airbnb added and synced: 3 stays imported, 1 conflict')).toBeInTheDocument();
    expect(callsTo(http.calls, 'POST /api/admin/calendars/c2/sync')).toHaveLength(1);
    const posts = callsTo(http.calls, 'POST /api/admin/calendars');
    expect(await Promise.all(posts.map((call) => call.request.json()))).toEqual([
      { name: 'Airbnb', url: 'http://10.0.0.5/calendar.ics' },
      { name: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics?s=x' },
    ]);
  });

  it('tells the sync result with one conflict in the singular', async () => {
    mockApi({
      'GET /api/admin/calendars': { body: [bookingCom] },
      'GET /api/admin/calendar/export': { body: { url: 'https://baantalay.example/api/calendar/abcdefghijklmnopqrstuvwxyz.ics' } },
      'POST /api/admin/calendars/c1/sync': { body: { imported: 2, withdrawn: 0, conflicts: 1, unchanged: 3 } },
    });
    renderAdminUi(<CalendarSync />);

    const calendar = await screen.findByRole('region', { name: 'Booking.com' });
    await u.click(within(calendar).getByRole('button', { name: 'Sync now' }));
    expect(await within(calendar).findByText('Synced: 2 new or changed, 0 removed, 1 conflict, 3 unchanged')).toBeInTheDocument();
  });
});
