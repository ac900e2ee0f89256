import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** Admin: the payment has arrived (slip checked, or paid another way). */
export class ConfirmBookingCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(ConfirmBookingCommand)
export class ConfirmBookingHandler implements ICommandHandler<ConfirmBookingCommand> {
  constructor(private readonly bookings: BookingStream) {}

  execute(command: ConfirmBookingCommand): Promise<BookingCommandResult> {
    return this.bookings.run({ type: 'ConfirmBooking', data: { bookingId: command.bookingId } }, command.actor);
  }
}
