import { ADMIN_STATUS_ACTION_TARGET, HOLDING_STATUSES, adminStatusActions, type AdminStatusAction, type BookingDto, type BookingStatus } from '@baan-talay/contracts';
import type { AdminStatusChange } from '../api/bookings-api';

export function customerName(booking: Pick<BookingDto, 'customerInfo'>): string {
  const info = booking.customerInfo;
  return info ? `${info.firstName} ${info.lastName}`.trim() : '';
}

export type StatusAction = AdminStatusAction;

export const STATUS_ACTION_TARGET: Record<StatusAction, AdminStatusChange> = ADMIN_STATUS_ACTION_TARGET;

/** What an admin may do from each status: the transition table the server's decider reads too. */
export function statusActions(status: BookingStatus): StatusAction[] {
  return [...adminStatusActions(status)];
}

/** An admin may edit any booking that still holds its nights (guests can change nothing once confirmed). */
export function canEdit(status: BookingStatus): boolean {
  return HOLDING_STATUSES.includes(status);
}
