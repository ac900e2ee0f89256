import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { LedgerMethod, SecurityDeduction } from '@baan-talay/contracts';
import { todayInBangkok } from '@baan-talay/pricing';
import type { Actor } from '../../../event-store/event-store.port';
import { CLOCK, type Clock } from '../../../shared/clock';
import type { BookingCommand } from '../domain/booking.commands';
import { paymentActor } from '../domain/payment-actor';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** What an admin (or the overdue job) does to a booking's payments (issue 30). */
export type PaymentAction =
  | { type: 'acceptBalance' }
  | { type: 'rejectBalance'; reason: string }
  | { type: 'recordPayment'; kind: 'manual' | 'security_deposit'; amount: number; method: LedgerMethod; note?: string }
  | { type: 'markBalanceOverdue' }
  | { type: 'returnSecurityDeposit'; deductions: SecurityDeduction[] };

export class PaymentCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly action: PaymentAction,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(PaymentCommand)
export class PaymentHandler implements ICommandHandler<PaymentCommand> {
  constructor(
    private readonly bookings: BookingStream,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ bookingId, action, actor }: PaymentCommand): Promise<BookingCommandResult> {
    const now = new Date(this.clock.now());
    return this.bookings.run(toCommand(bookingId, action, actor, now), actor, { now });
  }
}

function toCommand(bookingId: string, action: PaymentAction, actor: Actor, now: Date): BookingCommand {
  const at = { now: now.toISOString(), actor: paymentActor(actor) };
  const today = todayInBangkok(now);
  switch (action.type) {
    case 'acceptBalance':
      return { type: 'AcceptBalance', data: { bookingId, ...at } };
    case 'rejectBalance':
      return { type: 'ClearSlip', data: { bookingId, by: 'admin', now: at.now, reason: action.reason } };
    case 'recordPayment': {
      const { type: _, ...payment } = action;
      return { type: 'RecordPayment', data: { bookingId, ...payment, ...at } };
    }
    case 'markBalanceOverdue':
      return { type: 'MarkBalanceOverdue', data: { bookingId, today } };
    case 'returnSecurityDeposit':
      return { type: 'ReturnSecurityDeposit', data: { bookingId, deductions: action.deductions, today, ...at } };
  }
}
