import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../event-store/event-store.port';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** POST /api/booking/:id/cancel: the guest (or an admin through the guest's page) lets an unpaid hold go. */
export class CancelHoldCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(CancelHoldCommand)
export class CancelHoldHandler implements ICommandHandler<CancelHoldCommand> {
  constructor(private readonly bookings: BookingStream) {}

  execute({ bookingId, actor }: CancelHoldCommand): Promise<BookingCommandResult> {
    // Decided as the guest's whoever calls: this route lets go of an unpaid hold and nothing more.
    return this.bookings.run({ type: 'CancelBooking', data: { bookingId, by: 'guest' } }, actor);
  }
}
