import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { addActiveAdmin, registerFirstAdmin, SignedInAdmin, uniqueEmail } from './support/admin-session';

describe('admin roles: the owner alone manages accounts', () => {
  let t: TestApp;
  let owner: SignedInAdmin;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  const setStatus = (by: SignedInAdmin, id: string, status: string) =>
    request(t.http).patch(`/api/admin/users/${id}`).set(by.auth).send({ status });
  const waiting = async () => {
    const email = uniqueEmail('waiting');
    const res = await request(t.http).post('/api/admin/auth/register').send({ name: 'Wait', email, password: 'waiting-pass-1' }).expect(201);
    return { id: res.body.user.id as string, email };
  };

  it('refuses approve, reject and disable by an admin who is not the owner (403)', async () => {
    const helper = await addActiveAdmin(t, owner);
    const other = await addActiveAdmin(t, owner);
    const pending = await waiting();
    for (const [id, status] of [[pending.id, 'active'], [pending.id, 'rejected'], [other.id, 'disabled']]) {
      const res = await setStatus(helper, id, status).expect(403);
      expect(res.body.code).toBe('auth.ownerOnly');
    }
  });

  it('never lets anyone disable the owner, not even the owner', async () => {
    const res = await setStatus(owner, owner.id, 'disabled').expect(400);
    expect(res.body).toMatchObject({ code: 'auth.ownerCannotBeDisabled' });
    await request(t.http).get('/api/admin/auth/me').set(owner.auth).expect(200);
  });

  it('rejects a waiting account, which then cannot log in; an active one cannot be "rejected"', async () => {
    const pending = await waiting();
    const rejected = await setStatus(owner, pending.id, 'rejected').expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected' });
    const login = await request(t.http).post('/api/admin/auth/login').send({ email: pending.email, password: 'waiting-pass-1' }).expect(403);
    expect(login.body.code).toBe('auth.accountRejected');
    const helper = await addActiveAdmin(t, owner);
    expect((await setStatus(owner, helper.id, 'rejected').expect(400)).body.code).toBe('auth.onlyPendingRejected');
  });

  it('hands the ownership over: the new owner manages accounts, the former one no longer does', async () => {
    const heir = await addActiveAdmin(t, owner);
    const denied = await request(t.http).post(`/api/admin/users/${owner.id}/ownership`).set(heir.auth).expect(403);
    expect(denied.body.code).toBe('auth.ownerOnly');
    const pendingOne = await waiting();
    expect((await request(t.http).post(`/api/admin/users/${pendingOne.id}/ownership`).set(owner.auth).expect(400)).body.code).toBe(
      'auth.ownerMustBeActive',
    );

    const list = await request(t.http).post(`/api/admin/users/${heir.id}/ownership`).set(owner.auth).expect(200);
    const roles = Object.fromEntries(list.body.map((u: { id: string; role: string }) => [u.id, u.role]));
    expect([roles[heir.id], roles[owner.id]]).toEqual(['owner', 'admin']);
    expect(Object.values(roles).filter((role) => role === 'owner')).toHaveLength(1);

    expect((await setStatus(owner, pendingOne.id, 'active').expect(403)).body.code).toBe('auth.ownerOnly');
    await setStatus(heir, pendingOne.id, 'active').expect(200);
    // The former owner is a plain admin now, whom the new owner may disable.
    await setStatus(heir, owner.id, 'disabled').expect(200);
    await request(t.http).get('/api/admin/auth/me').set(owner.auth).expect(401);
    expect((await setStatus(heir, heir.id, 'disabled').expect(400)).body.code).toBe('auth.ownerCannotBeDisabled');
  });
});
