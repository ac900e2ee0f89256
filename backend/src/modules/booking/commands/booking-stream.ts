import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../../event-store/command-runner';
import type { Actor, TransactionalWrite } from '../../../event-store/event-store.port';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { bookingReference } from '@baan-talay/contracts';
import { DomainError } from '../../../shared/domain-error';
import { awaitProjection } from '../../../event-store/subscriptions/read-your-writes';
import type { BookingCommand } from '../domain/booking.commands';
import { bookingDecider } from '../domain/booking.decider';
import { bookingStreamId, type BookingEvent } from '../domain/booking.events';
import type { BookingState } from '../domain/booking.state';
import { slipAlreadyUsed } from '../domain/slip-reuse.rule';
import { BOOKING_VIEW_PROJECTION } from '../projections/booking-view.projection';
import { slipGuardWrites, isSlipTaken } from './slip-guard';
import { refusedStayOf, STAY_TAKEN, StayGuard } from '../../stay-guard';

export interface BookingCommandResult {
  bookingId: string;
  /** Event types the command recorded (empty when it changed nothing). */
  recorded: string[];
  state: BookingState;
  position: string | null;
}

export interface RunOptions {
  now?: Date;
  /**
   * Answer only once booking_view shows the result (default). A guest's create answers with the
   * booking built from the new state instead; the guest's next call waits (BookingViewCatchUp).
   */
  awaitView?: boolean;
  correlationId?: string;
  causationId?: string | null;
  /** More writes that must commit with the append (e.g. destroying the booking's data key). */
  transactionalWrites?: TransactionalWrite[];
}

export const NIGHTS_TAKEN_MESSAGE = 'Sorry, some of these nights are no longer available. Please choose other dates.';

/**
 * Runs a booking command on `booking-<id>`: decide, append with the stay guard in the same
 * transaction, and answer once booking_view shows the result (read-your-writes; see RunOptions). The
 * guard (StayGuard) writes in the append's transaction on Postgres and by reservation on EventStoreDB.
 * Attached slips claim their fingerprints (slip-guard.ts) as transactional writes on both stores.
 */
@Injectable()
export class BookingStream {
  constructor(
    private readonly commands: CommandRunner,
    private readonly subscriptions: SubscriptionRunner,
    private readonly guard: StayGuard<BookingState, BookingEvent>,
  ) {}

  async run(command: BookingCommand, actor: Actor, options: RunOptions = {}): Promise<BookingCommandResult> {
    const { bookingId } = command.data;
    const { awaitView = true, transactionalWrites: extraWrites = [], ...runOptions } = options;
    const guard = this.guard.options();
    try {
      const result = await this.commands.run({
        streamId: bookingStreamId(bookingId),
        decider: bookingDecider,
        command,
        actor,
        ...runOptions,
        // Create commands carry an id generated for them: no stream to read yet.
        newStream: command.type === 'CreateBooking',
        ...guard,
        transactionalWrites: (events, before) => [
          ...(guard.transactionalWrites?.(events, before) ?? []),
          ...slipGuardWrites(events),
          ...extraWrites,
        ],
      });
      if (awaitView) await awaitProjection(this.subscriptions, BOOKING_VIEW_PROJECTION, result.position);
      return { bookingId, recorded: result.events.map((e) => e.type), state: result.state, position: result.position };
    } catch (error) {
      if ((error as { code?: string }).code === STAY_TAKEN) throw await this.nightsTaken(error, bookingId, actor);
      if (isSlipTaken(error)) throw slipAlreadyUsed();
      throw error;
    }
  }

  /** An admin is told which booking holds the nights (a guest is never shown another booking). */
  private async nightsTaken(error: unknown, bookingId: string, actor: Actor): Promise<DomainError> {
    const stay = refusedStayOf(error);
    const holder = actor.kind === 'admin' && stay ? await this.guard.bookingHolding(stay, bookingId).catch(() => null) : null;
    if (!holder) return new DomainError('conflict', NIGHTS_TAKEN_MESSAGE, { code: 'booking.nightsTaken' });
    const reference = bookingReference(holder);
    return new DomainError('conflict', `These nights are held by booking ${reference}`, {
      code: 'booking.nightsHeldBy',
      params: { reference, bookingId: holder },
    });
  }
}
