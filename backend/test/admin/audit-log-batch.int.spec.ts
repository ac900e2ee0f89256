import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../src/event-store/event-store.port';
import { AuditLogProjection } from '../../src/modules/audit/projections/audit-log.projection';
import { bookingClient, inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { projectionsCaughtUp } from './support/projections';

/**
 * handleBatch must number and record audit_log exactly as handling the events one by one does, and
 * a replay's replayBatch (COPY) exactly as handleBatch.
 */
describe('audit_log batches', () => {
  let app: TestApp;
  let dataSource: DataSource;
  let events: RecordedEvent[];

  beforeAll(async () => {
    app = await startTestApp();
    dataSource = app.app.get(DataSource);
    const client = bookingClient(app);
    await client.http().post('/api/admin/auth/register').send({ name: 'A', email: 'a@example.com', password: 'long enough pw' });
    const a = await client.create(inDays(5), inDays(7));
    await client.create(inDays(8), inDays(9));
    await client.customerInfo(a, { customerInfo: { firstName: 'Somchai', lastName: 'Jaidee', email: 's@example.com', phone: '0812345678' } }).expect(200);
    await client.patch(a, { paymentMethod: 'promptpay' }).expect(200);
    events = await app.app.get<EventStore>(EVENT_STORE).readAll({ after: null, limit: 1000 });
    // The requests wait for booking_view only: audit_log may still be behind.
    await projectionsCaughtUp(app);
  });
  afterAll(() => app.close());

  const rows = () => dataSource.query(`SELECT * FROM audit_log ORDER BY seq`);
  const replay = async (batches: RecordedEvent[][], how: 'handleBatch' | 'replayBatch' = 'handleBatch') => {
    const projection = new AuditLogProjection();
    await dataSource.transaction(async (em) => {
      await em.query('DELETE FROM audit_log');
      for (const batch of batches) await projection[how](batch, em);
    });
    return rows();
  };

  it('gives the same rows one event at a time, in one batch, or in uneven batches', async () => {
    const live = await rows();
    expect(live.map((r: { seq: string }) => Number(r.seq))).toEqual(events.map((_, i) => i + 1));
    expect(await replay(events.map((event) => [event]))).toEqual(live);
    expect(await replay([events])).toEqual(live);
    expect(await replay([events.slice(0, 2), events.slice(2, 3), events.slice(3)])).toEqual(live);
  });

  it('skips a redelivered event without leaving a gap in the numbering', async () => {
    const live = await replay([events.slice(0, 3), events.slice(3)]);
    const redelivered = await replay([events.slice(0, 3), events.slice(2)]);
    expect(redelivered).toEqual(live);
  });

  it("replays by COPY into the same rows, whatever the text holds (tabs, line breaks, backslashes, quotes)", async () => {
    const live = await rows();
    expect(await replay([events], 'replayBatch')).toEqual(live);
    expect(await replay([events.slice(0, 2), events.slice(2, 3), events.slice(3)], 'replayBatch')).toEqual(live);

    const awkward: RecordedEvent = {
      ...events[events.length - 1],
      eventId: '7f9d1c2e-0000-4000-8000-000000000001',
      data: { ...events[events.length - 1].data, bookingId: 'tab\there\nnew line\r\n back\\slash "quoted" \\N ไทย' },
      metadata: { ...events[events.length - 1].metadata, actor: { kind: 'admin', id: 'id\twith tab', email: 'back\\slash@example.com' } },
    };
    const byStatement = await replay([[...events, awkward]]);
    const byCopy = await replay([[...events, awkward]], 'replayBatch');
    expect(byCopy).toEqual(byStatement);
    const last = byCopy[byCopy.length - 1] as { booking_id: string; actor_id: string; actor_email: string };
    expect(last.booking_id).toBe('tab\there\nnew line\r\n back\\slash "quoted" \\N ไทย');
    expect(last.actor_id).toBe('id\twith tab');
    expect(last.actor_email).toBe('back\\slash@example.com');
  });
});
