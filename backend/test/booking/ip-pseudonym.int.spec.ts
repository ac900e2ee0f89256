import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../src/event-store/event-store.port';
import { hashIp } from '../../src/modules/booking/commands/origin-pseudonyms';
import { startTestApp, TestApp } from '../support/test-app';
import { bookingClient, inDays } from './support/booking-client';

// A create keeps its IP only as a pseudonym (for the live-hold limit per IP), keyed with a secret of
// the database: nobody holding the source alone can hash every IPv4 address to find who booked.
describe('the IP pseudonym of a guest create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('is an HMAC under a key generated into app_secrets, the same for every create', async () => {
    const client = bookingClient(t);
    const [first, second] = [await client.create(inDays(30), inDays(31)), await client.create(inDays(33), inDays(34))];
    const [{ value: key }] = await t.app.get(DataSource).query(`SELECT value FROM app_secrets WHERE name = 'booking-origin-key'`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const store = t.app.get<EventStore>(EVENT_STORE);
    const ipHashOf = async (id: string) => (await store.readStream(`booking-${id}`))[0].data.ipHash as string;
    const hashes = [await ipHashOf(first.id), await ipHashOf(second.id)];
    expect(hashes[0]).toBe(hashes[1]);
    // supertest connects over loopback, which express reports in either form.
    expect([hashIp('::ffff:127.0.0.1', key), hashIp('127.0.0.1', key)]).toContain(hashes[0]);
    expect([hashIp('::ffff:127.0.0.1', 'baan-talay/booking-origin'), hashIp('127.0.0.1', 'baan-talay/booking-origin')]).not.toContain(hashes[0]);
  });
});
