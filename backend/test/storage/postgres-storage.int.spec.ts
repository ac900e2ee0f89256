import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/infrastructure/database/data-source-options';
import { dropDatabase } from '../../src/infrastructure/database/ensure-database';
import { PostgresFileStorage } from '../../src/infrastructure/storage/postgres.storage';
import { createFromTemplate } from '../support/test-database';
import { testDatabaseUrl } from '../support/test-app';
import { describeFileStorageContract, patternedBytes } from './file-storage.contract';

describe('PostgresFileStorage', () => {
  const url = testDatabaseUrl();
  let dataSource: DataSource;
  let storage: PostgresFileStorage;

  beforeAll(async () => {
    await createFromTemplate(url);
    dataSource = await new DataSource(dataSourceOptions(url)).initialize();
    storage = new PostgresFileStorage(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropDatabase(url);
  });

  describeFileStorageContract('PostgresFileStorage', () => storage);

  const blobs = async () => Number((await dataSource.query(`SELECT count(*) FROM stored_blobs`))[0].count);

  it('stores, reads, lists and deletes files by key', async () => {
    await storage.put('slips/b1/a.pdf', Buffer.from('%PDF-1.4 a'));
    await storage.put('slips/b1/b.png', Buffer.from('png b'));
    expect((await storage.get('slips/b1/a.pdf'))?.toString()).toBe('%PDF-1.4 a');
    expect(await storage.exists('slips/b1/b.png')).toBe(true);
    expect(await storage.list('slips/b1')).toEqual(['a.pdf', 'b.png']);
    expect(await storage.list('slips/none')).toEqual([]);
    await storage.delete('slips/b1/a.pdf');
    expect(await storage.get('slips/b1/a.pdf')).toBeNull();
    expect(await storage.exists('slips/b1/a.pdf')).toBe(false);
    await storage.delete('slips/b1/never-stored.pdf');
  });

  it('keeps one copy of the same bytes under two keys, and drops it with the last key', async () => {
    const before = await blobs();
    const bytes = Buffer.from('same slip twice');
    await storage.put('slips/b2/one.pdf', bytes);
    await storage.put('slips/b3/two.pdf', bytes);
    expect(await blobs()).toBe(before + 1);
    await storage.delete('slips/b2/one.pdf');
    expect((await storage.get('slips/b3/two.pdf'))?.equals(bytes)).toBe(true);
    await storage.delete('slips/b3/two.pdf');
    expect(await blobs()).toBe(before);
  });

  it('reads a file of several chunks back byte for byte', async () => {
    const big = patternedBytes(5 * 1024 * 1024 + 17);
    await storage.put('villa/images/big.webp', big);
    expect((await storage.get('villa/images/big.webp'))?.equals(big)).toBe(true);
    // The stream reads the 21 chunks one at a time, in order.
    const file = await storage.stream('villa/images/big.webp');
    const parts: Buffer[] = [];
    for await (const part of file!.body) parts.push(part as Buffer);
    expect(parts.map((part) => part.length)).toEqual([...Array(20).fill(256 * 1024), 17]);
    expect(Buffer.concat(parts).equals(big)).toBe(true);
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toContain('villa/images/big.webp');
  });

  it('refuses keys that climb out or hide', async () => {
    await expect(storage.put('slips/../x', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.get('slips/.hidden')).rejects.toThrow('Invalid storage key');
  });
});
