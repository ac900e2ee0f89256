import { inDays } from '../booking/support/booking-client';
import { SecurityServer, startSecurityServer } from './support/security-server';
import { openVillaForBookings } from '../fault/support/owner-setup';

// Issue 35 items 4 and 6: limits count an IPv6 client per /64, ids named like Object.prototype's
// members are unknown ids, multipart JSON is refused as JSON bodies are, the SSRF guard knows every
// IPv6 form of a private address, and answers with personal data, secrets or tokens are never kept.
// Loopback is trusted (TRUST_PROXY default): each client's address is set with X-Forwarded-For.
let server: SecurityServer;
let adminToken: string;
let night = 10;

const OWNER = { name: 'Owner', email: 'owner@example.com', password: 'Lagoon-Sunset-Coconut-2026!' };
const read = async (res: Response) => ({ status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> | null });
const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const admin = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...init.headers, Authorization: `Bearer ${adminToken}` } });

async function create(ip: string) {
  night += 2;
  return read(await server.call('/api/booking', json('POST', { checkIn: inDays(night), checkOut: inDays(night + 1) }, { 'X-Forwarded-For': ip })));
}

const login = (ip: string, password: string) => server.call('/api/admin/auth/login', json('POST', { email: OWNER.email, password }, { 'X-Forwarded-For': ip }));

beforeAll(async () => {
  // The per-network ceiling of unpaid holds set as low as the per-browser one, so five holds show it.
  server = await startSecurityServer('network-limits', { UNPAID_HOLDS_PER_IP_LIMIT: '3' });
  const registered = await read(await server.call('/api/admin/auth/register', json('POST', OWNER)));
  adminToken = registered.body?.token;
  if (!adminToken) throw new Error(`register: ${JSON.stringify(registered)}`);
  await openVillaForBookings(server.baseUrl, adminToken);
});
afterAll(() => server?.close());

describe('IPv6 clients count per /64 (RATE_LIMIT_IPV6_PREFIX)', () => {
  it('five addresses of one /64 share the 3 unpaid holds of their network; the next /64 has its own', async () => {
    const statuses: number[] = [];
    const codes: unknown[] = [];
    for (let host = 1; host <= 5; host++) {
      const res = await create(`2001:db8:35:a::${host}`);
      statuses.push(res.status);
      codes.push(res.body?.code);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(codes.slice(3)).toEqual(['booking.tooManyUnpaidHoldsForNetwork', 'booking.tooManyUnpaidHoldsForNetwork']);
    expect((await create('2001:db8:35:b::1')).status).toBe(201);
  });

  it('five addresses of one /64 share the 8 password guesses; the owner elsewhere logs in', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 5; host++) {
      for (let guess = 0; guess < 2; guess++) statuses.push((await login(`2001:db8:35:c::${host}`, `wrong-${host}-${guess}`)).status);
    }
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
    expect((await login('2001:db8:35:c:ffff::9', OWNER.password)).status).toBe(429);
    expect((await login('2001:db8:35:d::1', OWNER.password)).status).toBe(200);
  });
});

describe('ids named like inherited members', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('POST /api/admin/calendars/%s/sync and DELETE answer 404', async (id) => {
    const sync = await read(await server.call(`/api/admin/calendars/${id}/sync`, admin({ method: 'POST' })));
    expect(sync).toMatchObject({ status: 404, body: { code: 'calendar.externalNotFound' } });
    const remove = await read(await server.call(`/api/admin/calendars/${id}`, admin({ method: 'DELETE' })));
    expect(remove).toMatchObject({ status: 404, body: { code: 'calendar.externalNotFound' } });
  });
});

describe("a room's multipart JSON fields", () => {
  const room = async (method: 'POST' | 'PATCH', path: string, field: 'name' | 'description', text: string) => {
    const form = new FormData();
    if (field !== 'name') form.append('name', JSON.stringify({ th: 'ห้องนอน', en: 'Bedroom' }));
    form.append(field, JSON.stringify({ th: 'ห้อง', en: text }));
    return read(await server.call(path, admin({ method, body: form })));
  };
  const refused = [
    ['NUL', 'Sea\u0000view'],
    ['a lone high surrogate', 'Sea\uD83Dview'],
    ['a lone low surrogate', 'Sea\uDE00view'],
  ];

  it('takes a room with ordinary text (emoji included)', async () => {
    expect((await room('POST', '/api/admin/villa/rooms', 'description', 'Sea view 🌊')).status).toBe(201);
  });

  it.each(refused.flatMap(([what, text]) => (['name', 'description'] as const).map((field) => [field, what, text] as const)))(
    'refuses %s with %s (400), and stores nothing',
    async (field, _what, text) => {
      const before = (await read(await server.call('/api/admin/villa', admin()))).body!.rooms.length;
      const added = await room('POST', '/api/admin/villa/rooms', field, text);
      expect(added).toMatchObject({ status: 400, body: { code: 'request.invalid', params: { field: `${field}.en` } } });
      const rooms = (await read(await server.call('/api/admin/villa', admin()))).body!.rooms as { id: string }[];
      expect(rooms).toHaveLength(before);
      expect(await room('PATCH', `/api/admin/villa/rooms/${rooms[0].id}`, field, text)).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    },
  );
});

describe('the SSRF guard', () => {
  it.each([
    '64:ff9b::a9fe:a9fe',
    '::127.0.0.1',
    '::ffff:0:7f00:1',
    '2002:7f00:1::',
    'fec0::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::ffff:169.254.169.254',
  ])('refuses a calendar at [%s]', async (address) => {
    const res = await read(await server.call('/api/admin/calendars', admin(json('POST', { name: 'Hostile', url: `http://[${address}]/feed.ics` }))));
    expect(res).toMatchObject({ status: 400, body: { code: 'calendar.fetchPrivate' } });
  });
});

describe('Cache-Control: no-store', () => {
  it('is on every answer carrying personal data, secrets or tokens', async () => {
    const loggedIn = await server.call('/api/admin/auth/login', json('POST', { email: OWNER.email, password: OWNER.password }, { 'X-Forwarded-For': '203.0.113.35' }));
    expect(loggedIn.status).toBe(200);
    const created = await create('203.0.113.36');
    const { booking, accessToken } = created.body!.data;
    const guest = { headers: { 'X-Booking-Token': accessToken } };
    const answers: [string, Response][] = [
      ['login', loggedIn],
      ['POST /api/booking', await server.call('/api/booking', json('POST', { checkIn: inDays(300), checkOut: inDays(301) }, { 'X-Forwarded-For': '203.0.113.37' }))],
      ['GET /api/booking/:id', await server.call(`/api/booking/${booking._id}`, guest)],
      ['GET /api/admin/bookings', await server.call('/api/admin/bookings', admin())],
      ['GET /api/admin/bookings/:id', await server.call(`/api/admin/bookings/${booking._id}`, admin())],
      ['personal data', await server.call(`/api/admin/bookings/${booking._id}/personal-data`, admin())],
      ['GET /api/admin/villa', await server.call('/api/admin/villa', admin())],
      ['GET /api/admin/calendars', await server.call('/api/admin/calendars', admin())],
      ['GET /api/admin/calendar/export', await server.call('/api/admin/calendar/export', admin())],
      ['a 404', await server.call('/api/booking/00000000-0000-4000-8000-000000000000', guest)],
    ];
    const headers = answers.map(([what, res]) => [what, res.status < 500, res.headers.get('cache-control')]);
    expect(headers).toEqual(answers.map(([what]) => [what, true, 'no-store']));
  });

  it('leaves the public villa its own caching', async () => {
    expect((await server.call('/api/villa')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});
