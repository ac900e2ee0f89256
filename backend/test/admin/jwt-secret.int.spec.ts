import { sign } from 'jsonwebtoken';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { dropDatabase } from '../../src/infrastructure/database/ensure-database';
import { migrateDatabase } from '../../src/infrastructure/database/migrate';
import { startTestApp, TestApp, testDatabaseUrl } from '../support/test-app';
import { registerFirstAdmin } from './support/admin-session';

describe('JWT secret generated when JWT_SECRET is unset', () => {
  const databaseUrl = testDatabaseUrl();
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // The database exists and is migrated first (two CREATE DATABASE at once would collide); then
    // two instances starting together must agree on one secret.
    await migrateDatabase(databaseUrl);
    [first, second] = await Promise.all([
      startTestApp({ JWT_SECRET: '', DATABASE_URL: databaseUrl }),
      startTestApp({ JWT_SECRET: '', DATABASE_URL: databaseUrl }),
    ]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dropDatabase(databaseUrl);
  });

  it('keeps one random 256-bit secret in Postgres that every instance uses', async () => {
    const rows = await first.app.get(DataSource).query(`SELECT value FROM app_secrets WHERE name = 'jwt-signing-secret'`);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0].value, 'base64url')).toHaveLength(32);
    const owner = await registerFirstAdmin(first);
    await request(second.http).get('/api/admin/auth/me').set(owner.auth).expect(200);
  });

  it("refuses a token signed with the old development default, and with anyone's guess", async () => {
    const [{ id, email }] = await first.app.get(DataSource).query('SELECT id, email FROM admin_users LIMIT 1');
    for (const secret of ['baan-talay-development-secret', 'test-secret', '']) {
      const token = sign({ sub: id, email, ver: 0 }, secret || 'x', { algorithm: 'HS256', expiresIn: 3600 });
      for (const path of ['/api/admin/auth/me', '/api/admin/users', '/api/admin/bookings', '/api/admin/stats']) {
        const res = await request(first.http).get(path).set({ Authorization: `Bearer ${token}` });
        expect({ secret, path, status: res.status }).toEqual({ secret, path, status: 401 });
      }
    }
  });
});
