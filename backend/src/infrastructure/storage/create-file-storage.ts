import type { DataSource } from 'typeorm';
import type { AppConfig, StorageKind } from '../config/app-config';
import type { FileStorage } from './file-storage.port';
import { LocalDiskStorage } from './local-disk.storage';
import { PostgresFileStorage } from './postgres.storage';
import { S3FileStorage } from './s3.storage';

/** The adapter of a kind; the S3 settings come from the S3_* variables (config.s3). */
export function createFileStorage(kind: StorageKind, config: AppConfig, dataSource: DataSource): FileStorage {
  switch (kind) {
    case 'postgres':
      return new PostgresFileStorage(dataSource);
    case 'local':
      return new LocalDiskStorage(config.uploadDir);
    case 's3':
      if (!config.s3) throw new Error('STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as the service requires)');
      return new S3FileStorage(config.s3);
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown storage ${String(unknown)}`);
    }
  }
}
