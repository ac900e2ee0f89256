import {
  CanActivate,
  ExecutionContext,
  Injectable,
  Optional,
  createParamDecorator,
} from '@nestjs/common';
import type { Request } from 'express';
import { unauthorized } from '../../../shared/coded-http-error';
import { DomainError } from '../../../shared/domain-error';
import { notFound } from '../domain/booking.rules';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Actor } from '../../../event-store/event-store.port';
import { AdminIdentity } from '../../admin-auth';
import { BookingLinks } from '../queries/booking-links';
import { BookingQueries } from '../queries/booking.queries';

export const BOOKING_TOKEN_HEADER = 'x-booking-token';

type WithActor = Request & { bookingActor?: Actor };

/**
 * Who may touch one booking: whoever holds its access token (`X-Booking-Token`, compared by sha256
 * in constant time) or the link token its e-mails carry (BookingLinks), or an admin (`Authorization: Bearer …`, when admin-auth provides AdminIdentity).
 */
@Injectable()
export class BookingAccess {
  constructor(
    private readonly bookings: BookingQueries,
    private readonly links: BookingLinks,
    @Optional() private readonly admins?: AdminIdentity,
  ) {}

  async authorize(bookingId: string, headers: Request['headers']): Promise<Actor> {
    const authorization = headers.authorization;
    if (authorization && this.admins) {
      const admin = await this.admins.verify(authorization);
      if (admin) return admin;
    }
    const raw = headers[BOOKING_TOKEN_HEADER];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token) {
      throw authorization
        ? unauthorized('auth.sessionInvalid', 'Your admin session is not valid')
        : unauthorized('booking.tokenRequired', 'This booking needs its access token (X-Booking-Token)');
    }
    const stored = await this.bookings.accessTokenHash(bookingId);
    if (!stored) throw notFound();
    const given = createHash('sha256').update(token).digest();
    const expected = Buffer.from(stored, 'hex');
    const matches = expected.length === given.length && timingSafeEqual(given, expected);
    if (!matches && !(await this.links.opens(bookingId, stored, token))) {
      throw new DomainError('forbidden', 'This access token does not open this booking', { code: 'booking.tokenMismatch' });
    }
    return { kind: 'guest', id: bookingId };
  }
}

/** Guards routes with a booking `:id`; the caller is then available as @BookingActor(). */
@Injectable()
export class BookingAccessGuard implements CanActivate {
  constructor(private readonly access: BookingAccess) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithActor>();
    request.bookingActor = await this.access.authorize(String(request.params.id ?? ''), request.headers);
    return true;
  }
}

export const BookingActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<WithActor>().bookingActor;
  if (!actor) throw new Error('@BookingActor() needs BookingAccessGuard on the route');
  return actor;
});
