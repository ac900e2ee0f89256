import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { REDIS } from '../../../infrastructure/redis/redis.module';

/** Failed logins allowed per window: per account (guessing one password) and per IP (spraying many). */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60 } as const;

/**
 * Counts failed logins in Redis, shared by every instance. Only failures count, so an admin who
 * types the password right is never locked out by their own successful logins.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Throws 429 when either counter is used up. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [accountKey, ipKey] = this.keys(email, ip);
    const [account, byIp] = (await this.redis.mget(accountKey, ipKey)).map((value) => Number(value ?? 0));
    const blockedKey = account >= LOGIN_LIMITS.perAccount ? accountKey : byIp >= LOGIN_LIMITS.perIp ? ipKey : null;
    if (!blockedKey) return;
    const seconds = Math.max(await this.redis.ttl(blockedKey), 1);
    const minutes = Math.ceil(seconds / 60);
    throw new HttpException(
      {
        code: 'auth.tooManyAttempts',
        message: `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        params: { minutes },
        error: 'Too Many Requests',
        retryAfterSeconds: seconds,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const multi = this.redis.multi();
    for (const key of this.keys(email, ip)) {
      multi.incr(key);
      // NX: the window starts at the first failure and is not stretched by later ones.
      multi.expire(key, LOGIN_LIMITS.windowSeconds, 'NX');
    }
    await multi.exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(this.keys(email, '')[0]);
  }

  private keys(email: string, ip: string): [string, string] {
    const prefix = `${this.config.queuePrefix}:admin-login-failures`;
    return [`${prefix}:account:${email.toLowerCase()}`, `${prefix}:ip:${ip}`];
  }
}
