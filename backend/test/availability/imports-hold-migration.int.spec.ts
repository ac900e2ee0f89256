import { randomUUID } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import { ImportsHoldTheirNights1760000007100 } from '../../src/infrastructure/database/migrations/1760000007100-ImportsHoldTheirNights';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The migration of issue 33 on a database from before it: the stays kept as conflicts (no
 * stay_guard row) get their rows, and from then on stay_guard_hold refuses a booking or block on
 * any night an imported stay has that the holder did not hold already.
 */
describe('migration ImportsHoldTheirNights', () => {
  let app: TestApp;
  let runner: QueryRunner;
  const migration = new ImportsHoldTheirNights1760000007100();
  const booking = randomUUID();
  const stay = randomUUID();

  beforeAll(async () => {
    app = await startTestApp();
    runner = app.app.get(DataSource).createQueryRunner();
  });
  afterAll(async () => {
    await runner?.release();
    await app?.close();
  });

  const hold = (holder: string, kind: string, from: string, to: string) =>
    runner.query('SELECT stay_guard_hold($1::uuid, $2, $3::date, $4::date)', [holder, kind, from, to]).then(
      () => 'held',
      (error: { code?: string }) => error.code,
    );

  it('holds the conflicting stays the calendar had, and refuses bookings and blocks on their nights', async () => {
    await migration.down(runner);
    expect(await hold(booking, 'booking', '2031-01-10', '2031-01-12')).toBe('held');
    const conflict = { kind: 'booking', id: booking, from: '2031-01-10', to: '2031-01-12' };
    const calendar = { blocks: {}, calendars: {}, stays: { [stay]: { id: stay, calendarId: randomUUID(), uid: 'u1', from: '2031-01-11', to: '2031-01-14', conflict } } };
    await runner.query(
      `INSERT INTO calendar_view (id, calendar, version, updated_at) VALUES ('main', $1, 1, now())
       ON CONFLICT (id) DO UPDATE SET calendar = excluded.calendar`,
      [JSON.stringify(calendar)],
    );

    await migration.up(runner);
    const rows = await runner.query(`SELECT holder_kind, lower(stay)::text AS "from", upper(stay)::text AS "to" FROM stay_guard WHERE holder_id = $1`, [stay]);
    expect(rows).toEqual([{ holder_kind: 'import', from: '2031-01-11', to: '2031-01-14' }]);

    expect(await hold(randomUUID(), 'booking', '2031-01-12', '2031-01-13')).toBe('23P01');
    expect(await hold(randomUUID(), 'block', '2031-01-13', '2031-01-15')).toBe('23P01');
    // The booking keeps the nights it held before the stay came; it may not take more of the stay's.
    expect(await hold(booking, 'booking', '2031-01-10', '2031-01-12')).toBe('held');
    expect(await hold(booking, 'booking', '2031-01-10', '2031-01-13')).toBe('23P01');
    expect(await hold(randomUUID(), 'booking', '2031-01-14', '2031-01-16')).toBe('held');
    // Another channel's stay on the same nights is held too (its own conflict).
    expect(await hold(randomUUID(), 'import', '2031-01-09', '2031-01-12')).toBe('held');
  });
});
