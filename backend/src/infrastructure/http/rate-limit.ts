import { applyDecorators, ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import {
  InjectThrottlerOptions,
  ThrottlerException,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
  type ThrottlerRequest,
} from '@nestjs/throttler';

/** Each named limit, the refusal's code, and what it counts. */
export const RATE_LIMITS = {
  /** Login attempts from one IP, over every account. */
  'login-ip': { code: 'auth.loginTooMany', what: 'login attempts' },
  /** Login attempts from one IP for one account: a stranger elsewhere cannot use up the owner's. */
  'login-account': { code: 'auth.loginTooMany', what: 'login attempts' },
  'register-ip': { code: 'auth.registerTooMany', what: 'registrations' },
  'password-reset-ip': { code: 'auth.resetTooMany', what: 'password reset requests' },
  /** Per address from any IP: nobody can flood an admin's inbox with reset e-mails. */
  'password-reset-address': { code: 'auth.resetTooMany', what: 'password reset requests' },
  'booking-create-ip': { code: 'booking.createTooMany', what: 'new bookings' },
  /** "Manage my booking" requests from one IP: guessing references costs an e-mail each at most. */
  'booking-find-ip': { code: 'booking.findTooMany', what: 'booking look-ups' },
  /** Receipt PDFs from one network: each costs a render (issue 35). */
  'receipt-ip': { code: 'booking.receiptTooMany', what: 'receipt downloads' },
  /** Receipt PDFs of one booking from anywhere: a leaked token shared among many clients. */
  'receipt-booking': { code: 'booking.receiptTooMany', what: 'receipt downloads' },
  /** CSV and iCal exports, reports and personal-data exports from one network: each reads every row it covers. */
  'export-ip': { code: 'request.exportTooMany', what: 'exports' },
  /** Slip uploads from one IP, over every booking: each one may cost a QR decode. */
  'slip-upload-ip': { code: 'slip.uploadTooMany', what: 'slip uploads' },
  /** Slip uploads for one booking, whoever sends them (counted by RateLimiter: the id is a multipart field). */
  'slip-upload-booking': { code: 'slip.uploadTooMany', what: 'slip uploads' },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

export const RATE_LIMITED = 'baan-talay:rate-limited';

/** The route counts against these limits only (the other named throttlers skip it). */
export const RateLimited = (...names: RateLimitName[]) =>
  applyDecorators(SetMetadata(RATE_LIMITED, names), UseGuards(RateLimitGuard));

export const limitsOf = (context: ExecutionContext): RateLimitName[] =>
  Reflect.getMetadata(RATE_LIMITED, context.getHandler()) ?? [];

/** @nestjs/throttler's guard, refusing with 429 and a code the SPA translates. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (error) {
      if (!(error instanceof ThrottlerException)) throw error;
      const { res } = this.getRequestResponse(request.context);
      throw tooMany(request.throttler.name as RateLimitName, Number(res.getHeader(`Retry-After-${request.throttler.name}`)));
    }
  }
}

function tooMany(name: RateLimitName, retryAfter: number): HttpException {
  const retryAfterSeconds = Math.max(retryAfter || 1, 1);
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const { code, what } = RATE_LIMITS[name];
  return new HttpException(
    { code, message: `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, params: { minutes, retryAfterSeconds } },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

/**
 * Counts a named limit by a key only the handler knows (a multipart field, parsed after the guards
 * ran): the same throttler, storage, keys and refusal as @RateLimited.
 */
@Injectable()
export class RateLimiter {
  constructor(@InjectThrottlerOptions() private readonly options: ThrottlerModuleOptions) {}

  async hit(name: RateLimitName, tracker: string): Promise<void> {
    if (Array.isArray(this.options) || !this.options.storage) throw new Error('RateLimiter needs the throttler module options with a storage');
    const throttler = this.options.throttlers.find((candidate) => candidate.name === name) as ThrottlerOptions & { limit: number; ttl: number };
    if (!throttler?.generateKey) throw new Error(`No rate limit named ${name}`);
    const key = throttler.generateKey(undefined as never, tracker, name);
    const { isBlocked, timeToBlockExpire } = await this.options.storage.increment(key, throttler.ttl, throttler.limit, throttler.ttl, name);
    if (isBlocked) throw tooMany(name, timeToBlockExpire);
  }
}
