import { Injectable } from '@nestjs/common';

/** What an erased booking's copies outside the event log can be found by. */
export interface ErasedBooking {
  bookingId: string;
  reference: string;
  /** Every address the booking held (customer form, confirmations), read before the key was destroyed. */
  emails: string[];
  /** Every other personal value the booking held (names, phone numbers, requests). */
  values: string[];
}

/** Removes one kind of copy (files, jobs, ledger rows); running it twice is harmless. */
export type PersonalDataScrubber = (booking: ErasedBooking) => Promise<void>;

/**
 * Copies of a booking's personal data kept outside the event log and the projections, each
 * removed by the context that made it: the booking's slip files here, e-mail jobs, ledger rows and
 * outbox files in notifications (which registers its scrubber at start-up).
 */
@Injectable()
export class PersonalDataScrubbers {
  private readonly scrubbers: { name: string; scrub: PersonalDataScrubber }[] = [];

  register(name: string, scrub: PersonalDataScrubber): void {
    this.scrubbers.push({ name, scrub });
  }

  async scrub(booking: ErasedBooking): Promise<string[]> {
    for (const { scrub } of this.scrubbers) await scrub(booking);
    return this.scrubbers.map(({ name }) => name);
  }
}
