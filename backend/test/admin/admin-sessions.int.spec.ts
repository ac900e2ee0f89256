import { JwtService } from '@nestjs/jwt';
import { sign } from 'jsonwebtoken';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { addActiveAdmin, HELPER_PASSWORD, registerFirstAdmin, SignedInAdmin, uniqueEmail } from './support/admin-session';

describe('admin sessions: logout, password change, token claims', () => {
  let t: TestApp;
  let owner: SignedInAdmin;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  const me = (auth: Record<string, string>) => request(t.http).get('/api/admin/auth/me').set(auth);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = (email: string, password: string) => request(t.http).post('/api/admin/auth/login').send({ email, password });
  const changePassword = (auth: Record<string, string>, currentPassword: string, newPassword: string) =>
    request(t.http).post('/api/admin/auth/password').set(auth).send({ currentPassword, newPassword });

  it('logout revokes the token (and every other session of the account)', async () => {
    const helper = await addActiveAdmin(t, owner);
    const second = await login(helper.email, HELPER_PASSWORD).expect(200);
    await me(helper.auth).expect(200);
    await request(t.http).post('/api/admin/auth/logout').set(helper.auth).expect(204);
    const after = await me(helper.auth).expect(401);
    expect(after.body.code).toBe('auth.sessionEnded');
    await me(bearer(second.body.token)).expect(401);
    // A new login works at once.
    const fresh = await login(helper.email, HELPER_PASSWORD).expect(200);
    await me(bearer(fresh.body.token)).expect(200);
  });

  it('changes one\'s own password: the old one is required, the old tokens end, the new token works', async () => {
    const helper = await addActiveAdmin(t, owner);
    const wrong = await changePassword(helper.auth, 'not-my-password', 'Tide-Lantern-Mango-42').expect(400);
    expect(wrong.body).toMatchObject({ code: 'auth.currentPasswordWrong', params: { field: 'currentPassword' } });
    await me(helper.auth).expect(200);

    const changed = await changePassword(helper.auth, HELPER_PASSWORD, 'Tide-Lantern-Mango-42').expect(200);
    expect(changed.body).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: helper.id }) });
    await me(helper.auth).expect(401);
    await me(bearer(changed.body.token)).expect(200);
    await login(helper.email, HELPER_PASSWORD).expect(401);
    await login(helper.email, 'Tide-Lantern-Mango-42').expect(200);
  });

  it('refuses a weak new password with the reason, and keeps the old one', async () => {
    const helper = await addActiveAdmin(t, owner);
    const local = helper.email.split('@')[0];
    for (const [password, code] of [
      ['short-1', 'auth.passwordTooShort'],
      ['password1234', 'auth.passwordCommon'],
      [`${local}-xyz`, 'auth.passwordContainsEmail'],
      ['abcdefghijkl', 'auth.passwordWeak'],
    ]) {
      const res = await changePassword(helper.auth, HELPER_PASSWORD, password).expect(400);
      expect({ password, code: res.body.code, field: res.body.params.field }).toEqual({ password, code, field: 'newPassword' });
    }
    await login(helper.email, HELPER_PASSWORD).expect(200);
  });

  it('refuses weak passwords on register with the reason', async () => {
    const email = uniqueEmail('weak');
    for (const [password, code] of [
      ['short-1', 'auth.passwordTooShort'],
      ['password1234', 'auth.passwordCommon'],
      [`${email.split('@')[0]}!`, 'auth.passwordContainsEmail'],
      ['aaaaaaaaaaaa', 'auth.passwordWeak'],
    ]) {
      const res = await request(t.http).post('/api/admin/auth/register').send({ name: 'Weak', email, password }).expect(400);
      expect({ password, code: res.body.code, field: res.body.params.field }).toEqual({ password, code, field: 'password' });
    }
  });

  it('refuses a token without an expiry, or with another token version', async () => {
    // Signed with the app's own secret and no `exp` claim: valid signature, still refused.
    const forever = sign({ sub: owner.id, email: owner.email, ver: 0 }, t.config.jwtSecret ?? '', { algorithm: 'HS256' });
    const res = await me(bearer(forever)).expect(401);
    expect(res.body.code).toBe('auth.sessionEnded');
    const otherVersion = t.app.get(JwtService).sign({ sub: owner.id, email: owner.email, ver: 99 });
    await me(bearer(otherVersion)).expect(401);
    await me(owner.auth).expect(200);
  });
});
