import { Global, Module } from '@nestjs/common';
import { ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { limitsOf, RateLimitGuard, RateLimiter, RateLimitName } from './rate-limit';
import { ResilientThrottlerStorage } from './resilient-throttler-storage';

const MINUTE = 60_000;

/** The client's network (client-network.ts: the trust-proxy IP, an IPv6 one as its /64), never a raw header. */
type Request = { clientNetwork?: string; params?: { id?: string }; body?: { email?: unknown } };
const byIp = (req: Request): string => String(req.clientNetwork);
const byBooking = (req: Request): string => String(req.params?.id);
const byIpAndAccount = (req: Request): string => `${req.clientNetwork}|${String(req.body?.email ?? '').trim().toLowerCase()}`;
const byAddress = (req: Request): string => String(req.body?.email ?? '').trim().toLowerCase();

/**
 * Rate limits counted in Redis (shared by every instance; in memory per instance while Redis is
 * away, see ResilientThrottlerStorage) with @nestjs/throttler. A route opts in
 * with `@RateLimited(...)`; every other throttler skips it.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: AppConfig, redis: Redis) => {
        const limit = (name: RateLimitName, max: number, ttl: number, getTracker = byIp): ThrottlerOptions => ({
          name,
          limit: max,
          ttl,
          getTracker,
          skipIf: (context) => !limitsOf(context).includes(name),
          // The queue prefix keeps test runs and installations sharing one Redis apart.
          generateKey: (_context, tracker) =>
            `${config.queuePrefix}:rate:${name}:${createHash('sha256').update(tracker).digest('hex')}`,
        });
        return {
          storage: new ResilientThrottlerStorage(redis, new ThrottlerStorageRedisService(redis)),
          throttlers: [
            limit('login-ip', config.loginLimitPerIp, 15 * MINUTE),
            limit('login-account', config.loginLimitPerAccount, 15 * MINUTE, byIpAndAccount),
            limit('register-ip', config.registerLimitPerHour, 60 * MINUTE),
            limit('password-reset-ip', config.passwordResetLimitPerIp, 60 * MINUTE),
            limit('password-reset-address', config.passwordResetLimitPerAddress, 60 * MINUTE, byAddress),
            limit('booking-create-ip', config.bookingCreateLimitPerHour, 60 * MINUTE),
            limit('booking-find-ip', config.bookingFindLimitPerHour, 60 * MINUTE),
            limit('receipt-ip', config.receiptLimitPerMinute, MINUTE),
            limit('receipt-booking', config.receiptLimitPerMinute, MINUTE, byBooking),
            limit('export-ip', config.exportLimitPerMinute, MINUTE),
            limit('slip-upload-ip', config.slipUploadLimitPerIp, 60 * MINUTE),
            limit('slip-upload-booking', config.slipUploadLimitPerBooking, 60 * MINUTE),
          ],
        };
      },
    }),
  ],
  providers: [RateLimitGuard, RateLimiter],
  exports: [RateLimitGuard, RateLimiter],
})
export class RateLimitModule {}
