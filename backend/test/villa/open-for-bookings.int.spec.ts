import type { VillaDto } from '@baan-talay/contracts';
import request from 'supertest';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';

describe('a fresh install takes no guest booking until the owner enters a way to pay (issue 33)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  const api = () => request(t.http);
  const book = (days: number) => api().post('/api/booking').send({ checkIn: inDays(days), checkOut: inDays(days + 2), rooms: 3, guests: 2 });

  beforeAll(async () => {
    t = await startTestApp({}, { fresh: true });
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  it('publishes no bank account, PromptPay, contact or policy of its own', async () => {
    const villa: VillaDto = (await api().get('/api/villa').expect(200)).body;
    expect(villa).toMatchObject({
      openForBookings: false,
      bankDetails: [],
      promptPayAvailable: false,
      checkInTime: '',
      checkOutTime: '',
      contactPhone: '',
      contactEmail: '',
      contactLineId: '',
      contactWhatsApp: '',
      mapLatitude: null,
      houseRules: { th: '', en: '' },
      cancellationPolicy: { th: '', en: '' },
      address: { th: '', en: '' },
    });
  });

  it('refuses a guest booking with 409 booking.notOpen and holds no night', async () => {
    const res = await book(30).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'booking.notOpen' });
    const calendar = await api().get('/api/villa/availability').query({ from: inDays(30), to: inDays(32) }).expect(200);
    expect(calendar.body.unavailable).toEqual([]);
  });

  it('still lets the owner enter a booking taken by phone', async () => {
    await api().post('/api/admin/bookings').set(owner.auth).send({ checkIn: inDays(40), checkOut: inDays(41) }).expect(201);
  });

  it('opens once a PromptPay id is entered, and closes again when it is removed', async () => {
    const opened = await api().patch('/api/admin/villa').set(owner.auth).send({ promptPayId: '0812345678' }).expect(200);
    expect(opened.body.openForBookings).toBe(true);
    await book(50).expect(201);
    await api().patch('/api/admin/villa').set(owner.auth).send({ promptPayId: null }).expect(200);
    expect((await book(60).expect(409)).body.code).toBe('booking.notOpen');
  });

  it('opens once a bank account is entered', async () => {
    const account = { bankName: 'SCB', accountNumber: '222-2-22222-2', accountName: 'Khun Malee' };
    await api().patch('/api/admin/villa/bank-details').set(owner.auth).send({ bankDetails: [account] }).expect(200);
    expect((await api().get('/api/villa').expect(200)).body.openForBookings).toBe(true);
    await book(70).expect(201);
  });
});
