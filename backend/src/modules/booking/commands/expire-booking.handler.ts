import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { CLOCK, type Clock } from '../../../shared/clock';
import { BookingCommandResult, BookingStream } from './booking-stream';

/**
 * System (payment-window job): expires the booking if it is still pending payment past its deadline;
 * otherwise records nothing, so a late or repeated job is harmless.
 */
export class ExpireBookingCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly causationId?: string,
    readonly actor: Actor = { kind: 'system', id: 'payment-window' },
  ) {
    super();
  }
}

@CommandHandler(ExpireBookingCommand)
export class ExpireBookingHandler implements ICommandHandler<ExpireBookingCommand> {
  constructor(
    private readonly bookings: BookingStream,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: ExpireBookingCommand): Promise<BookingCommandResult> {
    const now = new Date(this.clock.now());
    const { bookingId, actor, causationId } = command;
    return this.bookings.run({ type: 'ExpireBooking', data: { bookingId, now: now.toISOString() } }, actor, { now, causationId });
  }
}
