import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookingDto } from '@baan-talay/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { loadOrCreateSecret } from '../../../infrastructure/database/app-secrets';
import { BookingQueries } from './booking.queries';

const LINK_KEY_NAME = 'booking-link-key';

/**
 * The links e-mails carry back to a booking (SPEC §4: a guest resumes from any device). Only the
 * sha256 of the guest's own token is stored, so a link carries a second capability derived from it:
 * HMAC(app secret, booking id + that hash). It opens exactly that booking, and is void once the
 * booking's token changes; nothing new is stored.
 */
@Injectable()
export class BookingLinks {
  private key: Promise<string> | undefined;

  constructor(
    private readonly bookings: BookingQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** `PUBLIC_URL/booking/{id}/{step}?token=…`, the step the booking is at now. */
  async url(booking: Pick<BookingDto, '_id' | 'status' | 'customerInfo'>): Promise<string | null> {
    const hash = await this.bookings.accessTokenHash(booking._id);
    if (!hash) return null;
    const token = await this.token(booking._id, hash);
    return `${this.config.publicUrl.replace(/\/$/, '')}/booking/${booking._id}/${currentStep(booking)}?token=${token}`;
  }

  /** Whether `token` is this booking's link token (`accessTokenHash`: the stored hash). */
  async opens(bookingId: string, accessTokenHash: string, token: string): Promise<boolean> {
    const expected = Buffer.from(await this.token(bookingId, accessTokenHash));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async token(bookingId: string, accessTokenHash: string): Promise<string> {
    this.key ??= loadOrCreateSecret(this.dataSource, LINK_KEY_NAME).then(
      ({ value }) => value,
      (error: unknown) => {
        this.key = undefined; // a database outage must not poison every later link
        throw error;
      },
    );
    return `l.${createHmac('sha256', await this.key).update(`${bookingId}.${accessTokenHash}`).digest('base64url')}`;
  }
}

/** Where the guest continues: their details, then payment, then the status page. */
export function currentStep(booking: Pick<BookingDto, 'status' | 'customerInfo'>): 'customer-info' | 'payment' | 'confirmation' {
  if (booking.status !== 'pending_payment') return 'confirmation';
  return booking.customerInfo ? 'payment' : 'customer-info';
}
