import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** Admin: cancels a booking that is not final; its nights are released. */
export class CancelBookingCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly actor: Actor,
    readonly reason?: string,
  ) {
    super();
  }
}

@CommandHandler(CancelBookingCommand)
export class CancelBookingHandler implements ICommandHandler<CancelBookingCommand> {
  constructor(private readonly bookings: BookingStream) {}

  execute(command: CancelBookingCommand): Promise<BookingCommandResult> {
    const { bookingId, reason } = command;
    return this.bookings.run({ type: 'CancelBooking', data: { bookingId, reason } }, command.actor);
  }
}
