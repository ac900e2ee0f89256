import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ArrivalDetailsDto } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { BookingCommandResult, BookingStream } from './booking-stream';

/** The guest's arrival time, flight and party (ArrivalDetailsGiven), checked against the villa's `maxGuests`. */
export class GiveArrivalDetailsCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly details: ArrivalDetailsDto,
    readonly maxGuests: number,
    readonly actor: Actor,
  ) {
    super();
  }
}

/** Records that the stay's secrets were opened (SecretsViewed); refused while they are hidden. */
export class ViewSecretsCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly today: string,
    readonly daysBefore: number,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(GiveArrivalDetailsCommand)
export class GiveArrivalDetailsHandler implements ICommandHandler<GiveArrivalDetailsCommand> {
  constructor(private readonly bookings: BookingStream) {}

  execute({ bookingId, details, maxGuests, actor }: GiveArrivalDetailsCommand): Promise<BookingCommandResult> {
    return this.bookings.run({ type: 'GiveArrivalDetails', data: { bookingId, ...details, maxGuests } }, actor, { awaitView: false });
  }
}

@CommandHandler(ViewSecretsCommand)
export class ViewSecretsHandler implements ICommandHandler<ViewSecretsCommand> {
  constructor(private readonly bookings: BookingStream) {}

  execute({ bookingId, today, daysBefore, actor }: ViewSecretsCommand): Promise<BookingCommandResult> {
    return this.bookings.run({ type: 'ViewSecrets', data: { bookingId, today, daysBefore } }, actor, { awaitView: false });
  }
}
