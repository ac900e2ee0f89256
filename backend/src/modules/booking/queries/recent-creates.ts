import { Injectable } from '@nestjs/common';

/** How many IP pseudonyms are remembered; the oldest is forgotten first. */
const REMEMBERED = 10_000;

/**
 * Where in the log this instance last stored a guest create per IP pseudonym. Counting an IP's live
 * holds in booking_view then waits only for that create to be projected, not for the whole log: a
 * create from an IP this instance has not seen lately waits for nothing. Creates through another
 * instance are counted once projected (a few milliseconds), so the limit is a bound, not a lock.
 */
@Injectable()
export class RecentCreates {
  private readonly positions = new Map<string, string>();

  lastOf(ipHash: string): string | null {
    return this.positions.get(ipHash) ?? null;
  }

  record(ipHash: string, position: string | null): void {
    if (position === null) return;
    this.positions.delete(ipHash);
    this.positions.set(ipHash, position);
    if (this.positions.size > REMEMBERED) this.positions.delete(this.positions.keys().next().value as string);
  }
}
