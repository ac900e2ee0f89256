import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import type { FindBookingResponse } from '@baan-talay/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { RateLimited } from '../../../infrastructure/http/rate-limit';
import { BookingQueries } from '../../booking';
import { EmailQueue } from '../jobs/email.queue';
import { CLOCK, type Clock } from '../../../shared/clock';

export class FindBookingDto {
  @IsString() @MinLength(1) @MaxLength(40) reference!: string;
  @IsString() @MinLength(3) @MaxLength(254) email!: string;
}

/** One link e-mail per booking per this many ms, however often it is asked for. */
const LINK_MAIL_EVERY_MS = 10 * 60_000;

/**
 * "Manage my booking" (SPEC §4): reference + e-mail address → the link to the booking, e-mailed to
 * that address when both match. The answer is the same either way, so it tells nothing about
 * which references or addresses exist; the per-IP limit bounds guessing.
 */
@Controller('booking')
export class FindBookingController {
  constructor(
    private readonly bookings: BookingQueries,
    private readonly emails: EmailQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('find')
  @HttpCode(202)
  @RateLimited('booking-find-ip')
  async find(@Body() body: FindBookingDto): Promise<FindBookingResponse> {
    const booking = await this.bookings.findByReferenceAndEmail(body.reference, body.email);
    const to = booking?.customerInfo?.email;
    if (booking && to) {
      const slot = Math.floor(this.clock.now() / LINK_MAIL_EVERY_MS);
      await this.emails.enqueue(`link-${booking._id}-${slot}`, { kind: 'booking_link', bookingId: booking._id, to });
    }
    return { status: 'success' };
  }
}
