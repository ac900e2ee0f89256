import type { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
import {
  AttachSlipCommand,
  BookingCommandResult,
  CancelBookingCommand,
  ChangeBookingDetailsCommand,
  ChoosePaymentMethodCommand,
  ClearSlipCommand,
  ConfirmBookingCommand,
} from '../commands';
import type { PatchBookingDto } from './dto/patch-booking.dto';

const ADMIN_FIELDS = ['customerName', 'checkIn', 'checkOut', 'guests', 'totalPrice', 'reason'] as const;
const GUEST_ONLY = 'Guests can only choose the payment method and attach or remove the payment slip';

/**
 * The commands one PATCH /api/booking/:id stands for, in order: payment method, an admin's edit,
 * then the slip or status change. Guests get the three changes DESIGN.md §4 allows them, nothing else.
 */
export function planBookingPatch(bookingId: string, body: PatchBookingDto, actor: Actor): Command<BookingCommandResult>[] {
  const admin = actor.kind === 'admin';
  const given = (field: keyof PatchBookingDto) => body[field] !== undefined;
  if (!admin && ADMIN_FIELDS.some(given)) throw new DomainError('forbidden', GUEST_ONLY, { code: 'booking.guestFieldNotAllowed' });

  const commands: Command<BookingCommandResult>[] = [];
  if (body.paymentMethod) commands.push(new ChoosePaymentMethodCommand(bookingId, body.paymentMethod, actor));
  const details = ['customerName', 'checkIn', 'checkOut', 'guests', 'totalPrice'] as const;
  if (details.some(given)) {
    const { customerName, checkIn, checkOut, guests, totalPrice } = body;
    commands.push(new ChangeBookingDetailsCommand(bookingId, { customerName, checkIn, checkOut, guests, totalPrice }, actor));
  }
  const slip = slipOrStatus(bookingId, body, actor);
  if (slip) commands.push(slip);
  if (commands.length === 0) throw new DomainError('validation', 'Nothing to change', { code: 'booking.nothingToChange' });
  return commands;
}

function slipOrStatus(bookingId: string, body: PatchBookingDto, actor: Actor): Command<BookingCommandResult> | null {
  const { status, paymentSlipUrl, reason } = body;
  if (typeof paymentSlipUrl === 'string') {
    if (status !== undefined && status !== 'in_review') {
      throw new DomainError('validation', 'Attaching a slip sends the booking to in_review; no other status goes with it', { code: 'booking.slipStatusMismatch' });
    }
    return new AttachSlipCommand(bookingId, paymentSlipUrl, actor);
  }
  if (status === 'in_review') throw new DomainError('validation', 'Attach a slip with paymentSlipUrl to send the booking for review', { code: 'booking.reviewNeedsSlip' });
  if (paymentSlipUrl === null) {
    if (status !== undefined && status !== 'pending_payment') throw new DomainError('validation', 'Removing the slip returns the booking to pending_payment', { code: 'booking.slipStatusMismatch' });
    return new ClearSlipCommand(bookingId, actor, reason);
  }
  if (status === undefined) return null;
  if (actor.kind !== 'admin') throw new DomainError('forbidden', `Guests cannot set the status to ${status}`, { code: 'booking.guestFieldNotAllowed' });
  switch (status) {
    case 'confirmed':
      return new ConfirmBookingCommand(bookingId, actor);
    case 'cancelled':
      return new CancelBookingCommand(bookingId, actor, reason);
    case 'pending_payment':
      return new ClearSlipCommand(bookingId, actor, reason);
    case 'expired':
      throw new DomainError('validation', 'A booking expires by itself when its payment window ends', { code: 'booking.expiresByItself' });
  }
}
