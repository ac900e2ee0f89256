import type { BookingStatus } from './booking';

/** What an admin may do to a booking's status (DESIGN §3); the SPA offers these and the decider refuses the rest. */
export type AdminStatusAction = 'confirm' | 'rejectSlip' | 'cancel';

/** The status each action leads to. */
export const ADMIN_STATUS_ACTION_TARGET = {
  confirm: 'confirmed',
  // Back to pending payment is the rejection of a slip in review, with a new payment window.
  rejectSlip: 'pending_payment',
  cancel: 'cancelled',
} as const satisfies Record<AdminStatusAction, BookingStatus>;

/**
 * The transition table, read by the booking decider and the admin SPA alike: from each status, what
 * an admin may do. Confirm a booking paid by slip or another way, send an in-review slip back, cancel
 * anything not final.
 */
export const ADMIN_STATUS_ACTIONS: Record<BookingStatus, readonly AdminStatusAction[]> = {
  pending_payment: ['confirm', 'cancel'],
  in_review: ['confirm', 'rejectSlip', 'cancel'],
  confirmed: ['cancel'],
  expired: [],
  cancelled: [],
};

/** Statuses an admin may set again with no effect (confirming a confirmed booking records nothing). */
const REPEATABLE: readonly BookingStatus[] = ['confirmed', 'cancelled'];

export function adminStatusActions(status: BookingStatus): readonly AdminStatusAction[] {
  return ADMIN_STATUS_ACTIONS[status];
}

/** Whether an admin may take `action` from `status` (by the table). */
export function mayTakeStatusAction(status: BookingStatus, action: AdminStatusAction): boolean {
  return ADMIN_STATUS_ACTIONS[status].includes(action);
}

/** Whether an admin may move a booking from `from` to `to`: by the table, or staying put where that is harmless. */
export function mayAdminChangeStatus(from: BookingStatus, to: BookingStatus): boolean {
  if (from === to) return REPEATABLE.includes(to);
  return ADMIN_STATUS_ACTIONS[from].some((action) => ADMIN_STATUS_ACTION_TARGET[action] === to);
}

/**
 * Personal data may be erased once the stay is over: ended (check-out today or before), cancelled or
 * expired; not twice. `today` is the villa's date (todayInBangkok).
 */
export function mayErasePersonalData(
  booking: { status: BookingStatus; checkOut: string; personalDataErasedAt?: string | null },
  today: string,
): boolean {
  if (booking.personalDataErasedAt) return false;
  return booking.status === 'cancelled' || booking.status === 'expired' || booking.checkOut <= today;
}
