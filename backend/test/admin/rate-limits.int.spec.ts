import request from 'supertest';
import { inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin, uniqueEmail } from './support/admin-session';

/** X-Forwarded-For from the test client (127.0.0.1, a trusted proxy by default) stands for the client's IP. */
describe('rate limits (@nestjs/throttler counted in Redis)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;

  beforeAll(async () => {
    t = await startTestApp({
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      LOGIN_LIMIT_PER_IP: '6',
      REGISTER_LIMIT_PER_HOUR: '3',
      BOOKING_CREATE_LIMIT_PER_HOUR: '2',
      RECEIPT_LIMIT_PER_MINUTE: '2',
      EXPORT_LIMIT_PER_MINUTE: '2',
    });
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  const login = (ip: string, email: string, password: string) =>
    request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  it("does not lock the owner out with a stranger's wrong passwords from another IP", async () => {
    for (let i = 0; i < 3; i++) await login('203.0.113.7', owner.email, 'guessing-wrong').expect(401);
    const blocked = await login('203.0.113.7', owner.email, 'correct-horse-1').expect(429);
    expect(blocked.body).toMatchObject({ code: 'auth.loginTooMany', params: { minutes: 15 } });
    expect(blocked.body.message).toBe('Too many login attempts. Try again in 15 minutes.');
    await login('198.51.100.20', owner.email, 'correct-horse-1').expect(200);
  });

  it('limits one IP over every account', async () => {
    for (let i = 0; i < 6; i++) await login('203.0.113.50', uniqueEmail('spray'), 'guessing-wrong').expect(401);
    expect((await login('203.0.113.50', uniqueEmail('spray'), 'guessing-wrong').expect(429)).body.code).toBe('auth.loginTooMany');
    await login('203.0.113.51', uniqueEmail('spray'), 'guessing-wrong').expect(401);
  });

  it('limits registrations per IP', async () => {
    const register = (ip: string) =>
      request(t.http)
        .post('/api/admin/auth/register')
        .set('X-Forwarded-For', ip)
        .send({ name: 'Reg', email: uniqueEmail('reg'), password: 'Tide-Lantern-Mango-42' });
    for (let i = 0; i < 3; i++) await register('192.0.2.10').expect(201);
    const refused = await register('192.0.2.10').expect(429);
    expect(refused.body).toMatchObject({ code: 'auth.registerTooMany', params: { minutes: 60 } });
    await register('192.0.2.11').expect(201);
  });

  it('limits guest booking creates per IP (BOOKING_CREATE_LIMIT_PER_HOUR)', async () => {
    const create = (ip: string, day: number) =>
      request(t.http)
        .post('/api/booking')
        .set('X-Forwarded-For', ip)
        .send({ checkIn: inDays(day), checkOut: inDays(day + 1), rooms: 3, guests: 2 });
    await create('192.0.2.30', 200).expect(201);
    await create('192.0.2.30', 202).expect(201);
    const refused = await create('192.0.2.30', 204).expect(429);
    expect(refused.body).toMatchObject({ code: 'booking.createTooMany', params: { minutes: 60 } });
    await create('192.0.2.31', 206).expect(201);
  });

  it('counts an IPv6 client per /64 (RATE_LIMIT_IPV6_PREFIX)', async () => {
    for (const ip of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1::3']) await login(ip, owner.email, 'guessing-wrong').expect(401);
    await login('2001:db8:7:1:ffff:ffff:ffff:ffff', owner.email, 'guessing-wrong').expect(429);
    await login('2001:db8:7:2::1', owner.email, 'correct-horse-1').expect(200);
  });

  it('limits receipt PDFs per IP and per booking (RECEIPT_LIMIT_PER_MINUTE)', async () => {
    const created = await request(t.http).post('/api/booking').set('X-Forwarded-For', '192.0.2.40').send({ checkIn: inDays(220), checkOut: inDays(221) }).expect(201);
    const { booking, accessToken } = created.body.data;
    const receipt = (ip: string) => request(t.http).get(`/api/booking/${booking._id}/receipt`).set('X-Booking-Token', accessToken).set('X-Forwarded-For', ip);
    await receipt('192.0.2.41').expect(200);
    await receipt('192.0.2.41').expect(200);
    expect((await receipt('192.0.2.41').expect(429)).body).toMatchObject({ code: 'booking.receiptTooMany', params: { minutes: 1 } });
    // Another network, the same booking: its own limit is spent too.
    expect((await receipt('192.0.2.42').expect(429)).body.code).toBe('booking.receiptTooMany');
  });

  it('limits exports and reports per IP (EXPORT_LIMIT_PER_MINUTE)', async () => {
    const get = (path: string, ip: string) => request(t.http).get(path).set(owner.auth).set('X-Forwarded-For', ip);
    await get('/api/admin/bookings/export', '192.0.2.50').expect(200);
    await get('/api/admin/reports?year=2030', '192.0.2.50').expect(200);
    expect((await get('/api/admin/bookings/export', '192.0.2.50').expect(429)).body).toMatchObject({ code: 'request.exportTooMany' });
    await get('/api/admin/reports?year=2030', '192.0.2.51').expect(200);
  });
});

describe('TRUST_PROXY=false: X-Forwarded-For is ignored', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ TRUST_PROXY: 'false', LOGIN_LIMIT_PER_IP: '2' })));
  afterAll(() => t?.close());

  it('counts every request by the socket address, whatever IP the header claims', async () => {
    const login = (ip: string) =>
      request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', ip).send({ email: uniqueEmail('x'), password: 'guessing-wrong' });
    await login('203.0.113.1').expect(401);
    await login('203.0.113.2').expect(401);
    await login('203.0.113.3').expect(429);
  });
});
