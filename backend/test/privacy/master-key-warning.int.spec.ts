import { Logger } from '@nestjs/common';
import { loadMasterKeys } from '../../src/event-store/personal-data/master-key';
import { loadConfig } from '../../src/infrastructure/config/app-config';
import { createTestDatabase, TestDatabase } from '../event-store/support/test-database';

/** What a start logs about where the master key of personal data comes from (issue 28: backups carry it). */
describe('the master key kept in the database', () => {
  let db: TestDatabase;
  const warnings: string[] = [];
  const logger = Object.assign(new Logger('DataMasterKey'), { warn: (line: string) => warnings.push(line) });
  const config = (env: Record<string, string>) => ({ ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url }), ...env });

  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(() => db?.drop());
  beforeEach(() => warnings.splice(0));

  it('is generated once with a warning, then in production every start says backups carry it', async () => {
    await loadMasterKeys(config({}), db.dataSource, logger);
    expect(warnings).toEqual([expect.stringContaining('generated a master key')]);
    warnings.splice(0);
    await loadMasterKeys(config({}), db.dataSource, logger);
    expect(warnings).toEqual([]);
    await loadMasterKeys(config({ nodeEnv: 'production' }), db.dataSource, logger);
    expect(warnings).toEqual([expect.stringContaining('every backup carries it')]);
  });

  it('says nothing when DATA_MASTER_KEY is set', async () => {
    await loadMasterKeys(config({ nodeEnv: 'production', dataMasterKey: Buffer.alloc(32, 7).toString('base64') }), db.dataSource, logger);
    expect(warnings).toEqual([]);
  });
});
