import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { todayInBangkok } from '@baan-talay/pricing';
import { EVENT_STORE, EventStore, type Actor, type RecordedEvent } from '../../../event-store/event-store.port';
import { DataKeys, ERASED } from '../../../event-store/personal-data';
import { bookingStreamId } from '../domain/booking.events';
import { BOOKING_PERSONAL_FIELDS } from '../domain/booking.personal-fields';
import { bookingReference } from '../projections/booking-dto.mapper';
import { SlipFiles } from '../queries/slip-files';
import { BookingCommandResult, BookingStream } from './booking-stream';
import { ErasedBooking, PersonalDataScrubbers } from './personal-data-scrubbers';
import { CLOCK, type Clock } from '../../../shared/clock';

/**
 * Erases a booking's personal data (PDPA): destroys its data key in the transaction that records
 * PersonalDataErased (the events' personal fields then read as erased; the projections blank their
 * copies), then removes the copies elsewhere: slip files, e-mail jobs, ledger rows, outbox files.
 * Erasing an erased booking records nothing and runs the clean-up again.
 */
export class ErasePersonalDataCommand extends Command<BookingCommandResult> {
  constructor(
    readonly bookingId: string,
    readonly actor: Actor,
    readonly reason: 'request' | 'retention' = 'request',
    /** The instant of the erasure; the application's clock when not given. */
    readonly now?: Date,
  ) {
    super();
  }
}

@CommandHandler(ErasePersonalDataCommand)
export class ErasePersonalDataHandler implements ICommandHandler<ErasePersonalDataCommand> {
  constructor(
    private readonly bookings: BookingStream,
    private readonly keys: DataKeys,
    private readonly slips: SlipFiles,
    private readonly scrubbers: PersonalDataScrubbers,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ bookingId, actor, reason, now = new Date(this.clock.now()) }: ErasePersonalDataCommand): Promise<BookingCommandResult> {
    const streamId = bookingStreamId(bookingId);
    // Read while the key still opens them: the copies elsewhere are found by these values.
    const traces = personalTraces(bookingId, await this.store.readStream(streamId));
    const command = { type: 'ErasePersonalData', data: { bookingId, by: actor.kind === 'system' ? 'system' : 'admin', reason, today: todayInBangkok(now) } } as const;
    const result = await this.bookings.run(command, actor, { now, transactionalWrites: [this.keys.destroyWrite(streamId)] });
    await this.slips.deleteAll(bookingId);
    await this.scrubbers.scrub(traces);
    return result;
  }
}

function personalTraces(bookingId: string, history: RecordedEvent[]): ErasedBooking {
  const emails = new Set<string>();
  const values = new Set<string>();
  for (const event of history) {
    const paths = BOOKING_PERSONAL_FIELDS[event.type as keyof typeof BOOKING_PERSONAL_FIELDS] ?? [];
    for (const path of paths) {
      const value = path.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], event.data);
      if (typeof value !== 'string' || value === '' || value === ERASED) continue;
      if (path === 'email' || path === 'to') emails.add(value);
      else values.add(value);
    }
  }
  return { bookingId, reference: bookingReference(bookingId), emails: [...emails], values: [...values] };
}
