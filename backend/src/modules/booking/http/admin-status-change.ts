import type { BookingStatus } from '@baan-talay/contracts';
import { CancelBookingCommand, ClearSlipCommand, ConfirmBookingCommand } from '../commands';
import type { AdminActor } from '../../admin-auth/security/admin-actor';
import { statusChangeError } from '../domain/booking.rules';
import type { AdminStatusDto } from './admin-booking.dto';

/** Statuses only the guest or the clock reach; an admin asking for them gets 409 with the reason. */
const NOT_SET_BY_ADMIN: Partial<Record<BookingStatus, string>> = {
  in_review: 'a booking goes to in_review only when the guest attaches a payment slip',
  expired: 'a booking expires only when its payment window passes',
};

export const statusConflict = statusChangeError;

/**
 * The command behind an admin's status change (DESIGN.md §3): confirm from pending_payment or
 * in_review; back to pending_payment = reject the slip of an in_review booking (new payment window);
 * cancel anything not final. The booking decider enforces the rules; this only picks the command.
 */
export function statusCommand(bookingId: string, from: BookingStatus, body: AdminStatusDto, actor: AdminActor) {
  const { status, reason, paymentWindowMinutes } = body;
  const refused = NOT_SET_BY_ADMIN[status];
  if (refused) throw statusConflict(from, status, refused);
  switch (status) {
    case 'confirmed':
      return new ConfirmBookingCommand(bookingId, actor);
    case 'cancelled':
      return new CancelBookingCommand(bookingId, actor, reason);
    case 'pending_payment':
      return new ClearSlipCommand(bookingId, actor, reason, paymentWindowMinutes);
    default:
      throw statusConflict(from, status);
  }
}
