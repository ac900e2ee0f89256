import type { VillaDto } from '@baan-talay/contracts';
import request from 'supertest';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { startTestApp, TestApp } from '../support/test-app';

describe('villa stay policies and contact channels (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  const api = () => request(t.http);
  const patch = (body: object) => api().patch('/api/admin/villa').set(owner.auth).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  it('starts with no invented time, policy, contact or pin', async () => {
    const villa: VillaDto = (await api().get('/api/villa').expect(200)).body;
    expect(villa).toMatchObject({ checkInTime: '', checkOutTime: '', contactLineId: '', mapLatitude: null });
    expect(villa.cancellationPolicy).toEqual({ th: '', en: '' });
  });

  it('round-trips every field through PATCH /api/admin/villa and GET /api/villa', async () => {
    const facts = {
      checkInTime: '15:30',
      checkOutTime: '10:00',
      houseRules: { th: 'ห้ามสูบบุหรี่', en: 'No smoking' },
      cancellationPolicy: { th: 'คืนเงินเต็มจำนวนก่อน 30 วัน', en: 'Full refund 30 days before' },
      address: { th: 'เขาหลัก', en: 'Khao Lak' },
      contactPhone: '+66 89 000 1111',
      contactEmail: 'hello@example.com',
      contactLineId: '@villa.line',
      contactWhatsApp: '+66 89 000 1111',
      mapLatitude: 8.61,
      mapLongitude: 98.25,
    };
    await patch(facts).expect(200);
    const villa: VillaDto = (await api().get('/api/villa').expect(200)).body;
    // WhatsApp is stored as digits with the country code; every other field as given.
    expect(villa).toMatchObject({ ...facts, contactWhatsApp: '66890001111' });
    await patch({ contactLineId: '', mapLatitude: null, mapLongitude: null }).expect(200);
    expect((await api().get('/api/villa').expect(200)).body).toMatchObject({ contactLineId: '', mapLatitude: null, mapLongitude: null });
  });

  it.each([
    [{ checkInTime: '25:00' }, 'villa.timeInvalid'],
    [{ mapLatitude: 95 }, 'villa.coordinateOutOfRange'],
    [{ contactPhone: 'abc' }, 'villa.phoneInvalid'],
    [{ contactEmail: 'nope' }, 'villa.emailInvalid'],
    [{ contactLineId: 'a b' }, 'villa.lineIdInvalid'],
  ])('refuses %j with a coded 400', async (body, code) => {
    const res = await patch(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code });
  });

  it('refuses a coordinate that is not a number', async () => {
    await patch({ mapLatitude: 'north' }).expect(400);
  });
});
