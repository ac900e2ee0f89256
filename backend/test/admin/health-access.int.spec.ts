import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin } from './support/admin-session';

describe('GET /api/health: strangers see the status only', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t?.close());

  it('answers strangers, forged and revoked tokens with {status} alone; an admin gets the details', async () => {
    const stranger = await request(t.http).get('/api/health').expect(200);
    expect(stranger.body).toEqual({ status: 'ok' });

    const owner = await registerFirstAdmin(t);
    const forged = t.app.get(JwtService).sign({ sub: owner.id, email: owner.email, ver: 0 }, { secret: 'guessed' });
    expect((await request(t.http).get('/api/health').set({ Authorization: `Bearer ${forged}` }).expect(200)).body).toEqual({ status: 'ok' });

    const admin = await request(t.http).get('/api/health').set(owner.auth).expect(200);
    expect(admin.body).toMatchObject({ status: 'ok', database: { ok: true }, redis: { ok: true } });
    expect(admin.body).toHaveProperty('queues');
    expect(admin.body).toHaveProperty('eventStore.leader');
    // The stay-guard module's section (its own module since issue 34).
    expect(admin.body).toHaveProperty('stayGuard.strategy', 'transaction');

    await request(t.http).post('/api/admin/auth/logout').set(owner.auth).expect(204);
    expect((await request(t.http).get('/api/health').set(owner.auth).expect(200)).body).toEqual({ status: 'ok' });
  });
});
