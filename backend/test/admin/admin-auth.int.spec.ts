import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { projectionsCaughtUp } from './support/projections';
import { addActiveAdmin, expectAdminOnly, HELPER_PASSWORD, registerFirstAdmin, SignedInAdmin, uniqueEmail } from './support/admin-session';

describe('admin auth and users (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  const register = (body: object) => request(t.http).post('/api/admin/auth/register').send(body);
  const login = (email: string, password: string, ip = '10.0.0.1') =>
    request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  it('makes the first account the owner, active, with a token that opens /me', async () => {
    const me = await request(t.http).get('/api/admin/auth/me').set(owner.auth).expect(200);
    expect(me.body).toEqual({ id: owner.id, email: owner.email, name: 'Owner', status: 'active', role: 'owner', createdAt: expect.any(String), bookingEmails: true });
  });

  it('lets later accounts wait for approval: 201 without a token, 403 on login, then in after approval', async () => {
    const email = uniqueEmail('waiting');
    const reg = await register({ name: 'Pim', email: email.toUpperCase(), password: 'waiting-pass-1' }).expect(201);
    expect(reg.body).toEqual({
      token: null,
      user: { id: expect.any(String), email, name: 'Pim', status: 'pending', role: 'admin', createdAt: expect.any(String), bookingEmails: true },
      message: 'Your account is awaiting approval by an administrator',
    });
    const denied = await login(email, 'waiting-pass-1').expect(403);
    expect(denied.body).toMatchObject({ code: 'auth.awaitingApproval', message: 'Your account is awaiting approval by an administrator' });

    const users = await request(t.http).get('/api/admin/users').set(owner.auth).expect(200);
    expect(users.body[0]).toMatchObject({ email, status: 'pending' });
    expect(users.body.map((u: { email: string }) => u.email)).toContain(owner.email);
    expect(JSON.stringify(users.body)).not.toMatch(/scrypt|password/i);

    const approved = await request(t.http).patch(`/api/admin/users/${reg.body.user.id}`).set(owner.auth).send({ status: 'active' }).expect(200);
    expect(approved.body).toMatchObject({ email, status: 'active', role: 'admin' });
    const ok = await login(email, 'waiting-pass-1').expect(200);
    expect(ok.body).toEqual({ token: expect.any(String), user: expect.objectContaining({ email, status: 'active' }) });
  });

  it('refuses a second registration of one e-mail, in any letter case, with 409', async () => {
    const res = await register({ name: 'Again', email: owner.email.toUpperCase(), password: 'whatever-123' }).expect(409);
    expect(res.body).toMatchObject({ code: 'auth.emailTaken', message: 'An account with this e-mail already exists' });
  });

  it('validates register and login bodies with 400 and clear messages', async () => {
    const bad = await register({ name: '', email: 'nope', password: 'short' }).expect(400);
    expect(bad.body.message).toEqual(expect.arrayContaining(['This field is required', 'Please enter a valid email']));
    await register({ name: 'A', email: uniqueEmail(), password: 'Tide-Lantern-42', confirmPassword: 'Tide-Lantern-42' }).expect(400);
    await login('not-an-email', 'x').expect(400);
    await request(t.http).post('/api/admin/auth/login').send({ email: owner.email }).expect(400);
  });

  it('answers 401 for a wrong password or an unknown e-mail, with the same message', async () => {
    const wrong = await login(owner.email, 'wrong-password', '10.0.1.1').expect(401);
    const unknown = await login(uniqueEmail('ghost'), 'wrong-password', '10.0.1.1').expect(401);
    expect(wrong.body).toMatchObject({ code: 'auth.invalidCredentials', message: 'Invalid e-mail or password' });
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('lets the owner disable another account, whose token stops working at once, and enable it again', async () => {
    const helper = await addActiveAdmin(t, owner);
    await request(t.http).get('/api/admin/auth/me').set(helper.auth).expect(200);
    await request(t.http).patch(`/api/admin/users/${helper.id}`).set(owner.auth).send({ status: 'disabled' }).expect(200);
    const ended = await request(t.http).get('/api/admin/auth/me').set(helper.auth).expect(401);
    expect(ended.body.code).toBe('auth.sessionEnded');
    const denied = await login(helper.email, HELPER_PASSWORD, '10.0.4.1').expect(403);
    expect(denied.body).toMatchObject({ code: 'auth.accountDisabled', message: 'This account has been disabled by an administrator' });

    await request(t.http).patch(`/api/admin/users/${helper.id}`).set(owner.auth).send({ status: 'active' }).expect(200);
    // Enabling again does not bring the old session back: the helper logs in anew.
    await request(t.http).get('/api/admin/auth/me').set(helper.auth).expect(401);
    const again = await login(helper.email, HELPER_PASSWORD, '10.0.4.1').expect(200);
    await request(t.http).get('/api/admin/auth/me').set({ Authorization: `Bearer ${again.body.token}` }).expect(200);
  });

  it('validates the status change: unknown status 400, bad id 400, unknown account 404', async () => {
    const helper = await addActiveAdmin(t, owner);
    await request(t.http).patch(`/api/admin/users/${helper.id}`).set(owner.auth).send({ status: 'pending' }).expect(400);
    await request(t.http).patch('/api/admin/users/not-a-uuid').set(owner.auth).send({ status: 'active' }).expect(400);
    await request(t.http)
      .patch('/api/admin/users/7b0c8a2e-4f6d-4d51-9a0b-0c5b1e2f3a4d')
      .set(owner.auth)
      .send({ status: 'active' })
      .expect(404);
  });

  it('guards /me, logout, password and the users routes: 401 without a token, expired or forged', async () => {
    await expectAdminOnly(t, owner, 'get', '/api/admin/auth/me');
    await expectAdminOnly(t, owner, 'post', '/api/admin/auth/logout');
    await expectAdminOnly(t, owner, 'post', '/api/admin/auth/password');
    await expectAdminOnly(t, owner, 'get', '/api/admin/users');
    await expectAdminOnly(t, owner, 'patch', `/api/admin/users/${owner.id}`);
    await expectAdminOnly(t, owner, 'post', `/api/admin/users/${owner.id}/ownership`);
  });

  it('records each account change as an event with its actor, never with a password hash', async () => {
    const email = uniqueEmail('audited');
    const reg = await register({ name: 'Audit Me', email, password: 'audited-pass-1' }).expect(201);
    await request(t.http).patch(`/api/admin/users/${reg.body.user.id}`).set(owner.auth).send({ status: 'active' }).expect(200);
    await projectionsCaughtUp(t);
    const history = await request(t.http)
      .get('/api/admin/audit')
      .query({ type: 'AdminRegistered,AdminApproved', order: 'asc', pageSize: 100 })
      .set(owner.auth)
      .expect(200);
    const mine = history.body.items.filter((e: { streamId: string }) => e.streamId === `admin-user-${reg.body.user.id}`);
    expect(mine.map((e: { type: string; actor: object }) => [e.type, e.actor])).toEqual([
      ['AdminRegistered', { kind: 'guest', id: reg.body.user.id, email }],
      ['AdminApproved', { kind: 'admin', id: owner.id, email: owner.email, name: 'Owner' }],
    ]);
    expect(mine[0].changes).toEqual({ name: 'Audit Me', email, status: 'pending' });
    // The hash lives in admin_credentials only: no event of the log holds one.
    const logged = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM es_events WHERE data::text ~ 'scrypt|passwordHash'`);
    expect(logged).toEqual([{ n: 0 }]);
  });
});

describe('the first account race', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t?.close());

  it('makes exactly one of several simultaneous first registrations the active owner', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(t.http).post('/api/admin/auth/register').send({ name: `R${i}`, email: uniqueEmail('race'), password: 'race-pass-123' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(results.filter((r) => r.body.token).length).toBe(1);
    expect(results.map((r) => r.body.user.status).sort()).toEqual(['active', 'pending', 'pending', 'pending', 'pending', 'pending']);
    expect(results.filter((r) => r.body.user.role === 'owner').map((r) => r.body.user.status)).toEqual(['active']);
  });
});
