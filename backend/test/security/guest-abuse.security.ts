import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inDays } from '../booking/support/booking-client';
import { readOutbox, sentTo } from '../jobs/support/outbox';
import { SecurityServer, startSecurityServer } from './support/security-server';
import { openVillaForBookings } from '../fault/support/owner-setup';

// What a stranger could do with free guest writes (issue 13): hold the calendar, flood a booking
// with slips, mail arbitrary addresses. Each IP is set with X-Forwarded-For (loopback is trusted).
let server: SecurityServer;
let adminToken: string;
let night = 10;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const read = async (res: Response) => ({ status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> | null });
const customer = (email: string) => ({ firstName: 'Somchai', lastName: 'Jaidee', email, phone: '0812345678' });

/** `heldTokens`: the tokens of the bookings the same browser started before (the SPA sends them). */
async function create(ip: string, heldTokens: string[] = []) {
  night += 2;
  return read(
    await server.call('/api/booking', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ checkIn: inDays(night), checkOut: inDays(night + 1), heldTokens }),
    }),
  );
}

async function booking(ip: string, heldTokens: string[] = []): Promise<{ id: string; token: string }> {
  const res = await create(ip, heldTokens);
  if (res.status !== 201) throw new Error(`create ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: res.body!.data.booking._id, token: res.body!.data.accessToken };
}

const customerInfo = async (b: { id: string; token: string }, email: string) =>
  read(
    await server.call(`/api/booking/${b.id}/customer-info`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'X-Booking-Token': b.token },
      body: JSON.stringify({ customerInfo: customer(email) }),
    }),
  );

async function upload(bookingId: string, headers: Record<string, string>) {
  const form = new FormData();
  form.append('bookingId', bookingId);
  form.append('slip', new Blob([PDF]), 'slip.pdf');
  return read(await server.call('/api/upload/slip', { method: 'POST', headers, body: form }));
}

const slipFiles = (bookingId: string) => {
  const dir = join(server.product.uploadDir, 'slips', bookingId);
  return existsSync(dir) ? readdirSync(dir).filter((file) => !file.endsWith('.part')) : [];
};

/** Polls until `probe` answers something truthy (e-mails go out on a worker). */
async function eventually<T>(probe: () => Promise<T | null | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  // Slip files on the local disk, so the test can count what each refused upload left behind.
  server = await startSecurityServer('guest-abuse', { STORAGE: 'local', UNPAID_HOLDS_PER_IP_LIMIT: '6' });
  const res = await read(
    await server.call('/api/admin/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Owner', email: 'owner@example.com', password: 'Lagoon-Sunset-Coconut-2026!' }),
    }),
  );
  adminToken = res.body?.token;
  if (!adminToken) throw new Error(`register: ${JSON.stringify(res)}`);
  await openVillaForBookings(server.baseUrl, adminToken);
});
afterAll(() => server?.close());

describe('unpaid holds', () => {
  it('at most 3 live unpaid holds per browser, a far higher ceiling per IP (issue 31)', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push((await booking('203.0.113.10', tokens)).token);
    const fourth = await create('203.0.113.10', tokens);
    expect(fourth).toMatchObject({ status: 429, body: { code: 'booking.tooManyUnpaidHolds', params: { max: 3 } } });
    // Other guests behind the same address (hotel Wi-Fi, a carrier) book on, up to the IP's ceiling.
    for (let i = 0; i < 3; i++) expect((await create('203.0.113.10')).status).toBe(201);
    const seventh = await create('203.0.113.10');
    expect(seventh).toMatchObject({ status: 429, body: { code: 'booking.tooManyUnpaidHoldsForNetwork', params: { max: 6 } } });
    expect((await create('203.0.113.11')).status).toBe(201);
  });

  it('a browser that lets a hold go may hold another', async () => {
    const held = [await booking('203.0.113.12'), await booking('203.0.113.12')];
    held.push(await booking('203.0.113.12', held.map((b) => b.token)));
    const tokens = held.map((b) => b.token);
    expect((await create('203.0.113.12', tokens)).status).toBe(429);
    const cancelled = await server.call(`/api/booking/${held[0].id}/cancel`, { method: 'POST', headers: { 'X-Booking-Token': held[0].token } });
    expect(cancelled.status).toBe(200);
    expect((await create('203.0.113.12', tokens)).status).toBe(201);
  });

  it('at most 3 live unpaid holds per e-mail address, whatever the IP', async () => {
    const email = 'holder@example.com';
    for (let i = 0; i < 3; i++) expect((await customerInfo(await booking(`203.0.113.${20 + i}`), email)).status).toBe(200);
    const fourth = await customerInfo(await booking('203.0.113.30'), email);
    expect(fourth).toMatchObject({ status: 429, body: { code: 'booking.tooManyUnpaidHoldsForEmail', params: { max: 3 } } });
  });
});

describe('customer info', () => {
  it('takes at most 3 changes of the e-mail address of a booking', async () => {
    const b = await booking('203.0.113.40');
    for (const n of [1, 2, 3, 4]) expect((await customerInfo(b, `change${n}@example.com`)).status).toBe(200);
    expect(await customerInfo(b, 'change5@example.com')).toMatchObject({ status: 429, body: { code: 'booking.tooManyEmailChanges' } });
  });

  it.each(['Somchai <somchai@example.com>', 'a@example.com,b@example.com', 'a@example.com\r\nBcc: victim@example.com'])(
    'refuses the address %j: plain addresses only',
    async (email) => {
      const b = await booking('203.0.113.41');
      expect((await customerInfo(b, email)).status).toBe(400);
    },
  );

  it('mails each address given, from the event that gave it, even when the next change comes before the job runs', async () => {
    const b = await booking('203.0.113.42');
    // The second address is saved before the first one's job has run (both answer at once).
    const [first, second] = ['first-recipient@example.com', 'second-recipient@example.com'];
    expect((await customerInfo(b, first)).status).toBe(200);
    expect((await customerInfo(b, second)).status).toBe(200);
    const mails = await eventually(async () => {
      const all = await readOutbox(server.product.outboxDir);
      return sentTo(all, first).length && sentTo(all, second).length ? all : null;
    }, 'a mail to each address');
    expect(sentTo(mails, first)).toHaveLength(1);
    expect(sentTo(mails, second)).toHaveLength(1);
  });
});

describe('slips', () => {
  it('at most 5 files per booking; attaching one deletes the others', async () => {
    const b = await booking('203.0.113.50');
    const headers = { 'X-Booking-Token': b.token };
    const urls: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await upload(b.id, headers);
      expect(res.status).toBe(201);
      urls.push(res.body!.paymentSlipUrl);
    }
    expect(await upload(b.id, headers)).toMatchObject({ status: 429, body: { code: 'slip.tooManyFiles', params: { max: 5 } } });
    expect(slipFiles(b.id)).toHaveLength(5);

    const attached = await server.call(`/api/booking/${b.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ paymentSlipUrl: urls[2], status: 'in_review' }),
    });
    expect(attached.status).toBe(200);
    expect(slipFiles(b.id)).toEqual([urls[2].split('/').pop()]);
  });

  it('none for a cancelled booking (409)', async () => {
    const b = await booking('203.0.113.51');
    const cancelled = await server.call(`/api/admin/bookings/${b.id}/status`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ status: 'cancelled', reason: 'test' }),
    });
    expect(cancelled.status).toBe(200);
    expect(await upload(b.id, { 'X-Booking-Token': b.token })).toMatchObject({ status: 409, body: { code: 'slip.bookingClosed' } });
    expect(slipFiles(b.id)).toEqual([]);
  });

  it('none for a booking id that does not exist, even with an admin token', async () => {
    const missing = '0d5e0c4e-0000-4000-8000-000000000000';
    expect((await upload(missing, { Authorization: `Bearer ${adminToken}` })).status).toBe(404);
    expect((await upload(missing, { 'X-Booking-Token': 'guess' })).status).toBe(404);
    expect(slipFiles(missing)).toEqual([]);
  });
});
