import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/infrastructure/config/app-config';
import { createFileStorage } from '../../src/infrastructure/storage/create-file-storage';
import type { FileStorage } from '../../src/infrastructure/storage/file-storage.port';
import { describeFileStorageContract } from './file-storage.contract';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** s3rver (a dev dependency): an S3 server in Node that @aws-sdk/client-s3 talks to over HTTP. */
function loadS3rver(): S3rverClass | string {
  try {
    return require('s3rver') as S3rverClass;
  } catch (error) {
    return `s3rver cannot be loaded (${(error as Error).message}); run npm ci to install the dev dependencies`;
  }
}

const S3rver = loadS3rver();
if (typeof S3rver === 'string') console.warn(`Skipping the S3 storage contract: ${S3rver}`);
const describeWithServer = typeof S3rver === 'string' ? describe.skip : describe;

describeWithServer('S3FileStorage against an S3 server over HTTP (STORAGE=s3)', () => {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  let server: S3rverInstance;
  let storage: FileStorage;

  beforeAll(async () => {
    // Port 0: the system picks a free one, so parallel runs never collide.
    server = new (S3rver as S3rverClass)({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'baan-talay', configs: [] }] });
    const { port } = await server.run();
    const config = loadConfig({
      ...process.env,
      STORAGE: 's3',
      S3_BUCKET: 'baan-talay',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'site-a/',
    });
    expect(config.storage).toBe('s3');
    // STORAGE=s3 needs no database: the adapter is built exactly as the server builds it.
    storage = createFileStorage(config.storage, config, undefined as unknown as DataSource);
  });

  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  describeFileStorageContract('S3FileStorage', () => storage);

  it('keeps keys under S3_PREFIX, so one bucket serves several sites', async () => {
    await storage.put('slips/p1/a.pdf', Buffer.from('%PDF'));
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toContain('slips/p1/a.pdf');
    const files = await import('node:fs/promises').then((fs) => fs.readdir(join(directory, 'baan-talay'), { recursive: true }));
    expect(files.some((file) => file.startsWith('site-a/slips/p1/a.pdf'))).toBe(true);
  });
});
