import { Global, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { createFileStorage } from './create-file-storage';
import { FILE_STORAGE } from './file-storage.port';

/** Provides FILE_STORAGE everywhere: the adapter STORAGE names (postgres by default, s3, local). */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, dataSource: DataSource) => createFileStorage(config.storage, config, dataSource),
    },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
