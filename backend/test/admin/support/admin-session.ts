import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import type { TestApp } from '../../support/test-app';

export interface SignedInAdmin {
  id: string;
  email: string;
  token: string;
  auth: { Authorization: string };
}

let counter = 0;
export const uniqueEmail = (label = 'admin') => `${label}.${process.pid}.${++counter}@example.com`;

/** Registers (the first account of a fresh app becomes an active admin) and returns its session. */
export async function registerFirstAdmin(t: TestApp, email = uniqueEmail('owner'), password = 'correct-horse-1'): Promise<SignedInAdmin> {
  const res = await request(t.http).post('/api/admin/auth/register').send({ name: 'Owner', email, password }).expect(201);
  if (!res.body.token) throw new Error(`the first account got no token: ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, token: res.body.token, auth: { Authorization: `Bearer ${res.body.token}` } };
}

/** Registers a later account (pending), approves it with `approver` (the owner) and logs it in. */
export const HELPER_PASSWORD = 'another-pass-2';

export async function addActiveAdmin(t: TestApp, approver: SignedInAdmin, email = uniqueEmail()): Promise<SignedInAdmin> {
  const password = HELPER_PASSWORD;
  const reg = await request(t.http).post('/api/admin/auth/register').send({ name: 'Helper', email, password }).expect(201);
  await request(t.http).patch(`/api/admin/users/${reg.body.user.id}`).set(approver.auth).send({ status: 'active' }).expect(200);
  const login = await request(t.http).post('/api/admin/auth/login').send({ email, password }).expect(200);
  return { id: reg.body.user.id, email, token: login.body.token, auth: { Authorization: `Bearer ${login.body.token}` } };
}

/** A token signed with the app's secret whose expiry has passed. */
export function expiredToken(t: TestApp, admin: Pick<SignedInAdmin, 'id' | 'email'>): { Authorization: string } {
  const token = t.app.get(JwtService).sign({ sub: admin.id, email: admin.email, ver: 0 }, { expiresIn: -3600 });
  return { Authorization: `Bearer ${token}` };
}

/** Every failure an admin route must give: 401 without a token, with an expired one, with a forged one. */
export async function expectAdminOnly(
  t: TestApp,
  admin: SignedInAdmin,
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
): Promise<void> {
  const noToken = await request(t.http)[method](path);
  expect({ path, status: noToken.status }).toEqual({ path, status: 401 });
  const expired = await request(t.http)[method](path).set(expiredToken(t, admin));
  expect({ path, status: expired.status, message: expired.body.message }).toEqual({
    path,
    status: 401,
    message: 'Your session has expired; please log in again',
  });
  const forged = t.app.get(JwtService).sign({ sub: admin.id, email: admin.email, ver: 0 }, { secret: 'not-the-secret' });
  const bad = await request(t.http)[method](path).set({ Authorization: `Bearer ${forged}` });
  expect({ path, status: bad.status }).toEqual({ path, status: 401 });
}
