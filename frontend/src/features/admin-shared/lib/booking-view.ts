import { HOLDING_STATUSES, type BookingDto, type BookingStatus } from '@baan-talay/contracts';
import type { AdminStatusChange } from '../api/bookings-api';

export function customerName(booking: Pick<BookingDto, 'customerInfo'>): string {
  const info = booking.customerInfo;
  return info ? `${info.firstName} ${info.lastName}`.trim() : '';
}

export type StatusAction = 'confirm' | 'rejectSlip' | 'cancel';

export const STATUS_ACTION_TARGET: Record<StatusAction, AdminStatusChange> = {
  confirm: 'confirmed',
  rejectSlip: 'pending_payment',
  cancel: 'cancelled',
};

/**
 * What an admin may do from each status (DESIGN §3): confirm a booking paid by slip or another way,
 * send an in-review slip back, cancel anything not final. Others would only earn a 409.
 */
export function statusActions(status: BookingStatus): StatusAction[] {
  switch (status) {
    case 'pending_payment':
      return ['confirm', 'cancel'];
    case 'in_review':
      return ['confirm', 'rejectSlip', 'cancel'];
    case 'confirmed':
      return ['cancel'];
    case 'expired':
    case 'cancelled':
      return [];
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

/** An admin may edit any booking that still holds its nights (guests can change nothing once confirmed). */
export function canEdit(status: BookingStatus): boolean {
  return HOLDING_STATUSES.includes(status);
}
