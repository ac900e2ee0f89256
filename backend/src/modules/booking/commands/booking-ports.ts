import type { CancellationTier, PaymentPlanDto, VillaPricing } from '@baan-talay/contracts';

/**
 * What booking's command handlers need to know beyond their own stream, as ports (domain-driven-
 * hexagon's habit): a handler loads, decides and appends, and reads no read model itself. The
 * booking module wires each to its adapter.
 */

/** Live unpaid holds, counted per network, e-mail or browser (booking_view behind it). */
export interface UnpaidHolds {
  count(by: { ipHash: string } | { email: string } | { tokenHashes: string[] }, exceptBookingId?: string | null): Promise<number>;
  /** A create of this instance, so the next count for its network waits until the view shows it. */
  created(ipHash: string, position: string | null): void;
}
export const UNPAID_HOLDS = 'baan-talay:booking-unpaid-holds';

/** The villa's rules a booking is checked against (the villa context's settings). */
export interface VillaRules {
  pricing(): Promise<VillaPricing & { paymentWindowMinutes: number; openForBookings: boolean; paymentPlan: PaymentPlanDto }>;
  /** The written cancellation policy a paid booking's refund follows. */
  billing(): Promise<{ cancellationTiers: CancellationTier[] }>;
}
export const VILLA_RULES = 'baan-talay:booking-villa-rules';
