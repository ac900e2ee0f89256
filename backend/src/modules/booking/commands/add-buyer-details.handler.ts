import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { BuyerDetailsDto } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** PUT /api/booking/:id/buyer: who a full tax invoice names (the guest, or their company). */
export class AddBuyerDetailsCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly buyer: BuyerDetailsDto,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(AddBuyerDetailsCommand)
export class AddBuyerDetailsHandler implements ICommandHandler<AddBuyerDetailsCommand> {
  constructor(private readonly bookings: BookingStream) {}

  execute({ bookingId, buyer, actor }: AddBuyerDetailsCommand): Promise<BookingCommandResult> {
    return this.bookings.run({ type: 'AddBuyerDetails', data: { bookingId, ...buyer } }, actor);
  }
}
