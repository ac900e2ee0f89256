import { Client } from 'pg';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/infrastructure/config/app-config';
import { dropDatabase } from '../../src/infrastructure/database/ensure-database';
import { startTestApp, testDatabaseUrl, TestApp } from '../support/test-app';

// Rolling deploys run `npm run cli -- db:migrate` once and start every instance with
// MIGRATE_ON_START=false: an instance then never migrates, and refuses a database it would have to.
describe('MIGRATE_ON_START=false', () => {
  it('refuses to start on a database that lacks migrations, naming the command', async () => {
    const databaseUrl = testDatabaseUrl();
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${new URL(databaseUrl).pathname.slice(1)}"`);
    await admin.end();
    try {
      const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret', DATABASE_URL: databaseUrl, MIGRATE_ON_START: 'false' });
      await expect(createApp(config, { logger: false })).rejects.toThrow(/lacks migrations of this build: .*npm run cli -- db:migrate/);
      // Nothing was applied: no table but TypeORM's own record of migrations (made by the check).
      const probe = new Client({ connectionString: databaseUrl });
      await probe.connect();
      const { rows } = await probe.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`);
      await probe.end();
      expect(rows[0].n).toBe(0);
    } finally {
      await dropDatabase(databaseUrl);
    }
  });

  describe('on a migrated database', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ MIGRATE_ON_START: 'false' })));
    afterAll(() => t.close());

    it('starts and serves', async () => {
      const villa = await request(t.http).get('/api/villa').expect(200);
      expect(villa.body.title).toEqual({ en: expect.any(String), th: expect.any(String) });
    });
  });
});
