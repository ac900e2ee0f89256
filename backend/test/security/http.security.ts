import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { inDays } from '../booking/support/booking-client';
import { SecurityServer, startSecurityServer } from './support/security-server';
import { openVillaForBookings } from '../fault/support/owner-setup';

// Headers, request bodies and bad input, against the built server over HTTP (issue 13).
let server: SecurityServer;
let adminToken: string;

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const admin = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...init.headers, Authorization: `Bearer ${adminToken}` } });
const read = async (res: Response) => ({ status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> | null });

let guests = 0;
/** A night of its own for a guest of their own (an IP of their own: each IP may hold only 3 unpaid bookings). */
async function createBooking(): Promise<{ id: string; token: string }> {
  const from = { 'X-Forwarded-For': `198.51.100.${++guests}` };
  const days = 10 + guests;
  const res = await read(await server.call('/api/booking', json({ checkIn: inDays(days), checkOut: inDays(days + 1) }, from)));
  if (res.status !== 201) throw new Error(`create ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: res.body!.data.booking._id, token: res.body!.data.accessToken };
}

beforeAll(async () => {
  server = await startSecurityServer('http');
  const registered = await read(
    await server.call('/api/admin/auth/register', json({ name: 'Owner', email: 'owner@example.com', password: 'Lagoon-Sunset-Coconut-2026!' })),
  );
  adminToken = registered.body?.token;
  if (!adminToken) throw new Error(`register: ${JSON.stringify(registered)}`);
  await openVillaForBookings(server.baseUrl, adminToken);
});
afterAll(() => server?.close());

describe('security headers', () => {
  it.each(['/', '/admin', '/api/villa', '/api/no-such-route'])('are on %s', async (path) => {
    const res = await server.call(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toContain("'self'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-powered-by')).toBeNull();
    // Plain HTTP: no HSTS, which would pin browsers of a plain-HTTP install to HTTPS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('allow exactly the inline scripts of the served index.html, by hash', async () => {
    const res = await server.call('/');
    const html = await res.text();
    // Data blocks (the server-rendered page's state, JSON-LD) are never run, so the policy has no say over them.
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
    expect(scripts.length).toBeGreaterThan(0);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const body of scripts) expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  });

  it('send HSTS when the request came over TLS through the trusted proxy', async () => {
    const res = await server.call('/api/villa', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('serve a slip sandboxed, a PDF as a download', async () => {
    const booking = await createBooking();
    const form = new FormData();
    form.append('bookingId', booking.id);
    form.append('slip', new Blob([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')]), 'slip.pdf');
    const uploaded = await read(await server.call('/api/upload/slip', { method: 'POST', headers: { 'X-Booking-Token': booking.token }, body: form }));
    expect(uploaded.status).toBe(201);
    const slip = await server.call(uploaded.body!.paymentSlipUrl, { headers: { 'X-Booking-Token': booking.token } });
    expect(slip.status).toBe(200);
    expect(slip.headers.get('content-security-policy')).toBe('sandbox');
    expect(slip.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(slip.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('request bodies', () => {
  it('over 64 KB get 413', async () => {
    const res = await read(await server.call('/api/booking', json({ specialRequests: 'a'.repeat(70 * 1024) })));
    expect(res).toMatchObject({ status: 413, body: { code: 'request.tooLarge' } });
  });

  it('of malformed JSON get 400', async () => {
    const res = await read(await server.call('/api/booking', json('{"checkIn": ')));
    expect(res).toMatchObject({ status: 400, body: { code: 'request.malformedJson' } });
  });

  it.each([
    ['a charset other than UTF-8', { 'Content-Type': 'application/json; charset=latin1' }],
    ['a content encoding', { 'Content-Encoding': 'gzip' }],
  ])('with %s get 415', async (_, headers) => {
    const res = await read(await server.call('/api/booking', json({}, headers)));
    expect(res).toMatchObject({ status: 415, body: { code: 'request.unsupportedMediaType' } });
  });

  it('that are chunked and grow past the limit get 413', async () => {
    const chunk = Buffer.from(`"${'a'.repeat(16 * 1024)}",`);
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        controller.enqueue(sent === 0 ? Buffer.concat([Buffer.from('['), chunk]) : chunk);
        if (++sent === 50) controller.close();
      },
    });
    const res = await server.call('/api/booking', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('three parallel 800 KB bodies get 413 while another request is still answered', async () => {
    const big = Buffer.from(JSON.stringify({ specialRequests: 'x'.repeat(800 * 1024) }));
    const post = () => rawPost('/api/booking', big);
    const [a, b, c, villa] = await Promise.all([post(), post(), post(), server.call('/api/villa').then((res) => res.status)]);
    expect([a, b, c, villa]).toEqual([413, 413, 413, 200]);
  });

  it.each([
    ['nested deeper than any DTO', { customerInfo: nest(20) }, 'customerInfo'],
    ['a list longer than any DTO holds', { specialRequests: Array.from({ length: 1000 }, () => 'a') }, 'specialRequests'],
  ])('%s get 400 before validation', async (_, body, field) => {
    const res = await read(await server.call('/api/booking', json(body)));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'request.invalid' });
    expect(res.body!.params.field).toMatch(new RegExp(`^${field}`));
  });
});

describe('bad input gets a coded 400 naming the field, never a 5xx', () => {
  const NUL = 'bad\u0000text';
  // JSON.stringify would escape a lone surrogate as \ud800: a JSON body of it is what a client sends.
  const loneSurrogate = (field: string, rest = '') => `{"${field}":"a\\ud800b"${rest}}`;

  it.each([
    ['NUL in special requests', () => json({ specialRequests: NUL }), 'specialRequests', 'request.invalid'],
    ['a lone surrogate in special requests', () => json(loneSurrogate('specialRequests')), 'specialRequests', 'request.invalid'],
    ['NUL in a check-in date', () => json({ checkIn: NUL, checkOut: inDays(5) }), 'checkIn', 'request.invalid'],
    ['the impossible date 2026-02-30', () => json({ checkIn: '2026-02-30', checkOut: '2026-03-02' }), 'checkIn', 'stay.invalidDate'],
    ['the impossible date 0000-00-00', () => json({ checkIn: '0000-00-00', checkOut: '0000-00-01' }), 'checkIn', 'stay.invalidDate'],
  ])('a booking with %s', async (_, init, field, code) => {
    const res = await read(await server.call('/api/booking', init()));
    expect(res).toMatchObject({ status: 400, body: { code, params: { field } } });
  });

  it.each([
    ['NUL in the first name', { firstName: NUL }, 'customerInfo.firstName'],
    ['NUL in the e-mail', { email: `a${NUL}@example.com` }, 'customerInfo.email'],
    ['a lone surrogate in the last name', { lastName: '\ud800' }, 'customerInfo.lastName'],
  ])('customer info with %s', async (_, fields, field) => {
    const booking = await createBooking();
    const customerInfo = { firstName: 'Somchai', lastName: 'Jaidee', email: 'somchai@example.com', phone: '0812345678', ...fields };
    const res = await read(
      await server.call(`/api/booking/${booking.id}/customer-info`, { ...json({ customerInfo }), method: 'PATCH', headers: { 'Content-Type': 'application/json', 'X-Booking-Token': booking.token } }),
    );
    expect(res).toMatchObject({ status: 400, body: { code: 'request.invalid', params: { field } } });
  });

  it('a register name with NUL', async () => {
    const res = await read(await server.call('/api/admin/auth/register', json({ name: NUL, email: 'x@example.com', password: 'Lagoon-Sunset-Coconut-2026!' })));
    expect(res).toMatchObject({ status: 400, body: { code: 'request.invalid', params: { field: 'name' } } });
  });

  it.each([
    ['/api/villa/availability?from=2026-02-30', 'from', 'stay.invalidDate'],
    ['/api/villa/availability?from=0000-00-00', 'from', 'stay.invalidDate'],
    ['/api/villa/availability?from=9999-12-31', 'from', 'stay.invalidDate'],
    ['/api/villa/availability?to=%00', 'to', 'request.invalid'],
  ])('GET %s', async (path, field, code) => {
    const res = await read(await server.call(path));
    expect(res).toMatchObject({ status: 400, body: { code, params: { field } } });
  });

  it.each([
    ['/api/admin/bookings?search=%00', 'search', 'request.invalid'],
    ['/api/admin/bookings?from=2026-02-30', 'from', 'stay.invalidDate'],
    ['/api/admin/bookings?page=99999999999999999999', 'page', 'request.invalid'],
    ['/api/admin/audit?actor=%00', 'actor', 'request.invalid'],
    ['/api/admin/audit?bookingId=a%00b', 'bookingId', 'request.invalid'],
    ['/api/admin/audit?page=99999999999999999999', 'page', 'request.invalid'],
  ])('GET %s as an admin', async (path, field, code) => {
    const res = await read(await server.call(path, admin()));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, params: { field } });
  });

  it.each(['/api/booking/BOOKING/slip/..%2F..%2Fsecret.pdf', 'http://evil.example/api/booking/BOOKING/slip/x.pdf', '%00', 'slips/../../etc/passwd'])(
    'a slip URL %s',
    async (url) => {
      const booking = await createBooking();
      const res = await read(
        await server.call(`/api/booking/${booking.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', 'X-Booking-Token': booking.token },
          body: JSON.stringify({ paymentSlipUrl: url.replace('BOOKING', booking.id), status: 'in_review' }),
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body!.params.field).toBe('paymentSlipUrl');
    },
  );

  it('a slip read with a booking id that is no storage key', async () => {
    const res = await server.call('/api/booking/not%20a%20key/slip/0d5e0c4e-0000-4000-8000-000000000000.pdf', admin());
    expect(res.status).toBe(404);
  });
});

/** `{a: {a: … {}}}`, `depth` levels deep. */
function nest(depth: number): object {
  return depth === 0 ? {} : { a: nest(depth - 1) };
}

/** A POST with Content-Length, answered as soon as the server answers (fetch would first send it all). */
function rawPost(path: string, body: Buffer): Promise<number> {
  const url = new URL(path, server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': body.length } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(body);
  });
}
