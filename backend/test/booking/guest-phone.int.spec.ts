import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { startTestApp, TestApp } from '../support/test-app';
import { bookingClient, CreatedBooking, inDays } from './support/booking-client';

const locale = (language: 'en' | 'th') =>
  JSON.parse(readFileSync(join(__dirname, `../../../frontend/public/locales/${language}/common.json`), 'utf8')).apiErrors.booking;

describe('phone numbers with a country code over HTTP', () => {
  let app: TestApp;
  let client: ReturnType<typeof bookingClient>;
  let owner: SignedInAdmin;
  const fields = { firstName: 'Emma', lastName: 'Hale', email: 'emma@example.co.uk' };
  let guest: CreatedBooking | undefined;

  beforeAll(async () => {
    app = await startTestApp();
    client = bookingClient(app);
    owner = await registerFirstAdmin(app);
  });
  afterAll(() => app.close());

  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['+1 (415) 555-0123', '+14155550123'],
    ['+66 81 234 5678', '+66812345678'],
    ['(081) 234-5678', '0812345678'],
  ])("stores a guest's %p as %p", async (phone, stored) => {
    // One hold for every case: the unpaid-holds limit counts this test's address.
    guest ??= await client.create(inDays(30), inDays(31));
    const b = guest;
    await client.customerInfo(b, { customerInfo: { ...fields, phone }, guests: 2 }).expect(200);
    expect((await client.get(b).expect(200)).body.customerInfo.phone).toBe(stored);
  });

  it.each([
    ['+44 12345', 'booking.phoneInvalidInternational', 'Please enter a phone number valid for its country, e.g. +44 7700 900123'],
    ['+1 415 555', 'booking.phoneInvalidInternational', 'Please enter a phone number valid for its country, e.g. +44 7700 900123'],
    ['081 234 567', 'booking.phoneInvalid', 'Please enter a 10-digit phone number'],
  ])('refuses %p with 400, %p, and loses nothing', async (phone, code, message) => {
    guest ??= await client.create(inDays(30), inDays(31));
    const b = guest;
    await client.customerInfo(b, { customerInfo: { ...fields, phone: '0812345678' }, guests: 2 }).expect(200);
    const res = await client.customerInfo(b, { customerInfo: { ...fields, phone }, guests: 2 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code });
    expect([res.body.message].flat()).toEqual([message]);
    expect((await client.get(b).expect(200)).body.customerInfo.phone).toBe('0812345678');
    // The SPA shows the code in the guest's language (common:apiErrors.<code>).
    const key = code.split('.')[1];
    expect(locale('en')[key]).toEqual(expect.stringMatching(/phone/i));
    expect(locale('th')[key]).toEqual(expect.stringMatching(/โทรศัพท์/));
  });

  it('takes a phone booking with a foreign number in E.164 and refuses a malformed one', async () => {
    const admin = () => client.http().post('/api/admin/bookings').set(owner.auth);
    const res = await admin().send({ checkIn: inDays(40), checkOut: inDays(41), customerInfo: { ...fields, phone: '+1 415 555 0123' } }).expect(201);
    expect(res.body.booking.customerInfo.phone).toBe('+14155550123');
    const bad = await admin().send({ checkIn: inDays(42), checkOut: inDays(43), customerInfo: { ...fields, phone: '+44 77' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('booking.phoneInvalidInternational');
  });
});
