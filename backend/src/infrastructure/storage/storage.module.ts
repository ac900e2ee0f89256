import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { FILE_STORAGE } from './file-storage.port';
import { LocalDiskStorage } from './local-disk.storage';

/** Provides FILE_STORAGE everywhere: the local-disk adapter rooted at UPLOAD_DIR. */
@Global()
@Module({
  providers: [{ provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploadDir) }],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
