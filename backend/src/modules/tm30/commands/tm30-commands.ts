import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { todayInBangkok } from '@baan-talay/pricing';
import type { Tm30Guest } from '@baan-talay/contracts';
import type { Actor } from '../../../event-store/event-store.port';
import { KeyedStream } from '../../../shared/keyed-stream';
import { BookingQueries } from '../../booking';
import { DomainError } from '../../../shared/domain-error';
import { tm30Decider, type Tm30Command, type Tm30State } from '../domain/tm30.decider';
import { tm30StreamId } from '../domain/tm30.events';
import { TM30_VIEW_PROJECTION } from '../projections/tm30-view.projection';

const notFound = () => new DomainError('not_found', 'Booking not found', { code: 'booking.notFound' });

/** A TM30 command on `tm30-<bookingId>` (its own data key), answered once tm30_view shows it. */
const runTm30 = (stream: KeyedStream, command: Tm30Command, actor: Actor, now: Date): Promise<Tm30State> =>
  stream.run({ streamId: tm30StreamId(command.data.bookingId), decider: tm30Decider, command, actor, now, erases: command.type === 'EraseTm30PersonalData', projection: TM30_VIEW_PROJECTION });

export class SubmitTm30DetailsCommand extends Command<Tm30State> {
  constructor(
    readonly bookingId: string,
    readonly guests: Tm30Guest[],
    readonly actor: Actor,
    readonly now = new Date(),
  ) {
    super();
  }
}

@CommandHandler(SubmitTm30DetailsCommand)
export class SubmitTm30DetailsHandler implements ICommandHandler<SubmitTm30DetailsCommand> {
  constructor(
    private readonly stream: KeyedStream,
    private readonly bookings: BookingQueries,
  ) {}

  async execute({ bookingId, guests, actor, now }: SubmitTm30DetailsCommand): Promise<Tm30State> {
    const booking = await this.bookings.findDto(bookingId);
    if (!booking) throw notFound();
    const stay = { checkIn: booking.checkIn, checkOut: booking.checkOut, status: booking.status };
    return runTm30(this.stream, { type: 'SubmitTm30Details', data: { bookingId, guests, stay, today: todayInBangkok(now) } }, actor, now);
  }
}

/** The owner's receipt number, the reminder once sent, and the erasure: no booking facts needed. */
export class RunTm30Command extends Command<Tm30State> {
  constructor(
    readonly command: Exclude<Tm30Command, { type: 'SubmitTm30Details' }>,
    readonly actor: Actor,
    readonly now = new Date(),
  ) {
    super();
  }
}

@CommandHandler(RunTm30Command)
export class RunTm30Handler implements ICommandHandler<RunTm30Command> {
  constructor(
    private readonly stream: KeyedStream,
    private readonly bookings: BookingQueries,
  ) {}

  async execute({ command, actor, now }: RunTm30Command): Promise<Tm30State> {
    if (command.type === 'RecordTm30Receipt' && !(await this.bookings.findDto(command.data.bookingId))) throw notFound();
    return runTm30(this.stream, command, actor, now);
  }
}
