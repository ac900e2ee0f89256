import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** Admin: a private note on a booking (BookingNoteAdded), shown in its drawer and history only. */
export class AddBookingNoteCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly text: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(AddBookingNoteCommand)
export class AddBookingNoteHandler implements ICommandHandler<AddBookingNoteCommand> {
  constructor(private readonly bookings: BookingStream) {}

  execute({ bookingId, text, actor }: AddBookingNoteCommand): Promise<BookingCommandResult> {
    return this.bookings.run({ type: 'AddBookingNote', data: { bookingId, text } }, actor, { awaitView: false });
  }
}
