import { Logger, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { loadOrCreateSecret } from '../../../infrastructure/database/app-secrets';

/** The HS256 key of admin tokens: JWT_SECRET, or the one generated once and kept in Postgres. */
export const JWT_SIGNING_SECRET = Symbol('JWT_SIGNING_SECRET');
const SECRET_NAME = 'jwt-signing-secret';

/** Without JWT_SECRET, the one generated once and kept in Postgres (app_secrets), said in the log. */
export async function loadOrCreateJwtSecret(dataSource: DataSource, logger = new Logger('JwtSecret')): Promise<string> {
  const { value, created } = await loadOrCreateSecret(dataSource, SECRET_NAME);
  if (created) {
    logger.warn('JWT_SECRET is not set: generated a random signing secret and stored it in the database (app_secrets)');
  } else {
    logger.log('JWT_SECRET is not set: using the signing secret stored in the database (app_secrets)');
  }
  return value;
}

@Module({
  providers: [
    {
      provide: JWT_SIGNING_SECRET,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, dataSource: DataSource) => config.jwtSecret ?? loadOrCreateJwtSecret(dataSource),
    },
  ],
  exports: [JWT_SIGNING_SECRET],
})
export class JwtSecretModule {}
