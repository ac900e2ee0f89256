import { Client } from 'pg';
import { startTestApp, TestApp } from '../support/test-app';
import { bookingClient, inDays } from './support/booking-client';

const esdb = process.env.EVENTSTORE_CONNECTION_STRING;
/** One spec, both event stores: Postgres (guard in the append's transaction) and EventStoreDB (by reservation). */
const ADAPTERS: Array<{ name: string; env: Record<string, string>; skipped: string | null }> = [
  { name: 'postgres', env: { EVENT_STORE: 'postgres' }, skipped: null },
  {
    name: 'eventstoredb',
    env: { EVENT_STORE: 'eventstoredb', EVENTSTORE_CONNECTION_STRING: esdb ?? '' },
    skipped: esdb ? null : 'EVENTSTORE_CONNECTION_STRING is not set (no EventStoreDB server here)',
  },
];

for (const adapter of ADAPTERS) {
  if (adapter.skipped) console.warn(`Double-booking suite on ${adapter.name} SKIPPED: ${adapter.skipped}`);
  const suite = adapter.skipped ? describe.skip : describe;
  suite(`no double booking (${adapter.name}${adapter.skipped ? `; skipped: ${adapter.skipped}` : ''})`, () => {
    let app: TestApp;
    let db: Client;
    let client: ReturnType<typeof bookingClient>;

    beforeAll(async () => {
      app = await startTestApp(adapter.env);
      client = bookingClient(app);
      db = new Client({ connectionString: app.config.databaseUrl });
      await db.connect();
    });
    afterAll(async () => {
      await db.end();
      await app.close();
    });

    it('lets exactly one of 50 simultaneous overlapping creates through', async () => {
      // Every stay holds night +31; they differ in where they start and end.
      const stays = Array.from({ length: 50 }, (_, i) => ({ checkIn: inDays(30 + (i % 2)), checkOut: inDays(32 + (i % 3)) }));
      const answers = await Promise.all(stays.map((stay) => client.http().post('/api/booking').send({ ...stay, rooms: 3 })));

      const counts: Record<number, number> = {};
      answers.forEach((res) => (counts[res.status] = (counts[res.status] ?? 0) + 1));
      // On failure this shows every status that came back, with the first answer that was neither.
      const odd = answers.find((res) => res.status !== 201 && res.status !== 409);
      expect({ counts, odd: odd?.body }).toEqual({ counts: { 201: 1, 409: 49 }, odd: undefined });
      const refused = answers.find((res) => res.status === 409)!;
      expect(refused.body).toEqual({ statusCode: 409, error: 'Conflict', code: 'booking.nightsTaken', params: {}, message: expect.stringMatching(/no longer available/) });
      const guard = await db.query('SELECT holder_id FROM stay_guard');
      expect(guard.rows).toEqual([{ holder_id: answers.find((res) => res.status === 201)!.body.data.booking._id }]);
    });

    it('allows back-to-back stays and shows the held nights', async () => {
      await client.create(inDays(40), inDays(42));
      await client.create(inDays(42), inDays(43));
      await client.create(inDays(38), inDays(40));
      const availability = await client.http().get('/api/villa/availability').query({ from: inDays(39), to: inDays(44) }).expect(200);
      expect(availability.body).toEqual({ unavailable: [inDays(39), inDays(40), inDays(41), inDays(42)] });
    });

    it('refuses a stay overlapping one night of another booking', async () => {
      await client.create(inDays(50), inDays(53));
      const res = await client.http().post('/api/booking').send({ checkIn: inDays(52), checkOut: inDays(54) });
      expect(res.status).toBe(409);
    });
    it('makes overlapping stays wait for each other on their nights, not deadlock in the exclusion check', async () => {
      // The guard locks each night of a stay (class 7214003, days since 2000-01-01) before its row.
      const other = new Client({ connectionString: app.config.databaseUrl });
      await other.connect();
      try {
        await db.query('BEGIN');
        await db.query(`SELECT stay_guard_lock_nights('2030-01-10', '2030-01-13')`);
        const tryNight = async (night: string) =>
          (await other.query(`SELECT pg_try_advisory_lock(7214003, $1::date - date '2000-01-01') AS ok`, [night])).rows[0].ok;
        expect(await tryNight('2030-01-12')).toBe(false);
        expect(await tryNight('2030-01-13')).toBe(true);
        expect(await tryNight('2030-01-09')).toBe(true);
        await db.query('COMMIT');
        expect(await tryNight('2030-01-12')).toBe(true);
      } finally {
        await other.end();
      }
    });
  });
}
