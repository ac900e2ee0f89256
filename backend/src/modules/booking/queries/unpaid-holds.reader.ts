import { Injectable } from '@nestjs/common';
import type { UnpaidHolds } from '../commands/booking-ports';
import { BookingQueries } from './booking.queries';
import { RecentCreates } from './recent-creates';

/** The UnpaidHolds port over booking_view, caught up to this instance's own creates. */
@Injectable()
export class UnpaidHoldsReader implements UnpaidHolds {
  constructor(
    private readonly queries: BookingQueries,
    private readonly recentCreates: RecentCreates,
  ) {}

  count(by: Parameters<UnpaidHolds['count']>[0], exceptBookingId: string | null = null): Promise<number> {
    return this.queries.unpaidHolds(by, exceptBookingId);
  }

  created(ipHash: string, position: string | null): void {
    this.recentCreates.record(ipHash, position);
  }
}
