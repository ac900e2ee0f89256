import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** Admin: removes a booking from every list and releases its nights; its stream stays for the audit. */
export class DeleteBookingCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(DeleteBookingCommand)
export class DeleteBookingHandler implements ICommandHandler<DeleteBookingCommand> {
  constructor(private readonly bookings: BookingStream) {}

  execute(command: DeleteBookingCommand): Promise<BookingCommandResult> {
    return this.bookings.run({ type: 'DeleteBooking', data: { bookingId: command.bookingId } }, command.actor);
  }
}
