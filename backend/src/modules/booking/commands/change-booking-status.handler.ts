import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BookingStatus } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { CLOCK, type Clock } from '../../../shared/clock';
import { paymentActor } from '../domain/payment-actor';
import { BookingCommandResult, BookingStream } from './booking-stream';
import { VILLA_RULES, type VillaRules } from './booking-ports';
import { refundInput, type RefundOverrideInput } from './refund-policy';

export interface StatusChangeInput extends RefundOverrideInput {
  status: BookingStatus;
  reason?: string;
  /** Cancelling: the message e-mailed to the guest (`reason` stays an internal note). */
  messageToGuest?: string;
  /** Cancelling a confirmed booking: whether the guest was refunded. */
  refunded?: boolean;
  /** The new payment window of a rejected slip; default the villa's. */
  paymentWindowMinutes?: number;
}

/** Admin (SPEC §7): confirm, cancel, or reject the slip (back to pending payment); the decider says which apply. */
export class ChangeBookingStatusCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly change: StatusChangeInput,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(ChangeBookingStatusCommand)
export class ChangeBookingStatusHandler implements ICommandHandler<ChangeBookingStatusCommand> {
  constructor(
    private readonly bookings: BookingStream,
    @Inject(VILLA_RULES) private readonly villa: VillaRules,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ bookingId, change, actor }: ChangeBookingStatusCommand): Promise<BookingCommandResult> {
    const now = new Date(this.clock.now());
    const { status: to, reason, refunded } = change;
    let paymentDeadline: string | undefined;
    if (to === 'pending_payment') {
      const minutes = change.paymentWindowMinutes ?? (await this.villa.pricing()).paymentWindowMinutes;
      paymentDeadline = new Date(now.getTime() + minutes * 60_000).toISOString();
    }
    // Cancelling a paid booking refunds by the villa's policy (or the admin's amount, with a reason).
    const refund = to === 'cancelled' ? await refundInput(this.villa, now, change) : undefined;
    const data = {
      bookingId, to, now: now.toISOString(), reason, refunded, refund, paymentDeadline, actor: paymentActor(actor),
      ...(change.messageToGuest !== undefined && { messageToGuest: change.messageToGuest }),
    };
    return this.bookings.run({ type: 'ChangeBookingStatus', data }, actor, { now });
  }
}
