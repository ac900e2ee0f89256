import type { BookingStatus } from '@baan-talay/contracts';
import type { BookingEvent } from '../../booking';

/** What the dashboard's summary needs of one booking. */
export interface BookingFigures {
  status: BookingStatus;
  deleted: boolean;
  quotedTotal: number;
  /** An admin's override of the quoted total; null when the quote stands. */
  totalOverride: number | null;
}

/** The booking's effective total, as booking_view's total_price: the override, else the quote. */
export const effectiveTotal = (figures: BookingFigures): number => figures.totalOverride ?? figures.quotedTotal;

/** A booking's figures after `event` (undefined before its BookingCreated). */
export function evolveFigures(figures: BookingFigures | undefined, event: BookingEvent): BookingFigures | undefined {
  if (event.type === 'BookingCreated') {
    return { status: 'pending_payment', deleted: false, quotedTotal: event.data.breakdown.total, totalOverride: event.data.totalOverride ?? null };
  }
  if (!figures) return figures;
  switch (event.type) {
    case 'SlipAttached':
      return { ...figures, status: 'in_review' };
    case 'SlipCleared':
      return { ...figures, status: 'pending_payment' };
    case 'BookingConfirmed':
      return { ...figures, status: 'confirmed' };
    case 'BookingExpired':
      return { ...figures, status: 'expired' };
    case 'BookingCancelled':
      return { ...figures, status: 'cancelled' };
    case 'BookingDeleted':
      return { ...figures, deleted: true };
    case 'BookingDetailsChanged': {
      const { totalOverride, breakdown } = event.data.changes;
      return {
        ...figures,
        ...(totalOverride !== undefined ? { totalOverride } : {}),
        ...(breakdown !== undefined ? { quotedTotal: breakdown.total } : {}),
      };
    }
    case 'CustomerInfoAdded':
      return event.data.breakdown !== undefined ? { ...figures, quotedTotal: event.data.breakdown.total } : figures;
    case 'PaymentMethodChosen':
    case 'ConfirmationEmailSent':
    case 'PersonalDataErased':
    case 'BookingNoteAdded':
      return figures;
  }
}

/** One status's share of the summary: live (not deleted) bookings and the sum of their totals. */
export interface StatusTotals {
  bookings: number;
  totalPrice: number;
}

/**
 * What replacing `before` by `after` adds to each status's totals (negative where it takes away);
 * a deleted booking counts nowhere.
 */
export function totalsDelta(before: BookingFigures | undefined, after: BookingFigures | undefined, into = new Map<BookingStatus, StatusTotals>()) {
  const add = (figures: BookingFigures | undefined, sign: 1 | -1) => {
    if (!figures || figures.deleted) return;
    const totals = into.get(figures.status) ?? { bookings: 0, totalPrice: 0 };
    into.set(figures.status, { bookings: totals.bookings + sign, totalPrice: totals.totalPrice + sign * effectiveTotal(figures) });
  };
  add(before, -1);
  add(after, 1);
  return into;
}
