import { Logger, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';

/** The HS256 key of admin tokens: JWT_SECRET, or the one generated once and kept in Postgres. */
export const JWT_SIGNING_SECRET = Symbol('JWT_SIGNING_SECRET');
const SECRET_NAME = 'jwt-signing-secret';

/**
 * Without JWT_SECRET the first instance to start generates 256 random bits and stores them;
 * insert-if-absent makes two instances starting together agree on one secret, and every later
 * start (and every other instance) reads the same row. Never a value from the source code.
 */
export async function loadOrCreateJwtSecret(dataSource: DataSource, logger = new Logger('JwtSecret')): Promise<string> {
  const inserted = await dataSource.query(
    'INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING name',
    [SECRET_NAME, randomBytes(32).toString('base64url')],
  );
  const [{ value }] = await dataSource.query('SELECT value FROM app_secrets WHERE name = $1', [SECRET_NAME]);
  if (inserted.length > 0) {
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
