/**
 * CommandRunner: load a stream → fold → decide → append with optimistic concurrency.
 *
 * Usage in a command handler (inject it; EventStoreModule is global):
 *
 *   const result = await this.commands.run({
 *     streamId: `booking-${command.bookingId}`,
 *     decider: bookingDecider,            // Decider<BookingState, BookingCommand, BookingEvent>
 *     command,                            // carries its own clock/ids; the decider stays pure
 *     actor: { kind: 'guest' },
 *     correlationId: requestId,           // optional: defaults to a new UUID
 *     transactionalWrites: (events, before) => [guardWrite(events)], // optional, same transaction
 *     aroundAppend: (append, context) => reserve(context).then(append), // optional, wraps the append
 *   });
 *   await this.subscriptions.waitFor('booking-list', result.position!); // read-your-writes
 *
 * A ConcurrencyError is retried once (reload, decide again); a second one propagates. Errors thrown
 * by `decide` propagate unchanged. When `decide` returns no events nothing is appended and
 * `position` is null.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { assignLogContext } from '../infrastructure/logging/logging.module';
import { Decider, foldEvents } from './decider';
import {
  Actor,
  AppendResult,
  ConcurrencyError,
  EVENT_STORE,
  EventStore,
  NewEvent,
  TransactionalWrite,
} from './event-store.port';

type DomainEvent = { type: string; data: object };

export interface RunCommandOptions<State, Command, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  actor: Actor;
  correlationId?: string;
  causationId?: string | null;
  /** occurredAt of the new events; defaults to the current time. */
  now?: Date;
  transactionalWrites?: (events: Event[], stateBefore: State) => TransactionalWrite[];
  /** The schema version of each event type whose shape changed (1 when not listed; see upcasters.ts). */
  schemaVersions?: Partial<Record<Event['type'], number>>;
  /**
   * Wraps the append, for what must happen around it on a store without a shared transaction (the
   * stay guard's reservation on EventStoreDB): `append` runs it and answers its result.
   */
  aroundAppend?: (append: () => Promise<AppendResult>, context: AppendContext<State, Event>) => Promise<AppendResult>;
  /**
   * The stream id was just generated (a random UUID), so the stream cannot exist yet: decide on the
   * initial state without reading it and append with 'no_stream'. Should it exist after all, the
   * ConcurrencyError retry reads it as usual.
   */
  newStream?: boolean;
}

export interface AppendContext<State, Event> {
  streamId: string;
  events: NewEvent[];
  decided: Event[];
  before: State;
}

export interface RunCommandResult<State, Event extends DomainEvent> {
  events: NewEvent<Event['type'], Event['data']>[];
  /** State after the new events. */
  state: State;
  /** Position of the last appended event (for waitFor); null when nothing was appended. */
  position: string | null;
  nextExpectedVersion: number;
}

@Injectable()
export class CommandRunner {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async run<State, Command, Event extends DomainEvent>(
    options: RunCommandOptions<State, Command, Event>,
  ): Promise<RunCommandResult<State, Event>> {
    try {
      return await this.attempt(options, options.newStream === true);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      return this.attempt(options, false);
    }
  }

  private async attempt<State, Command, Event extends DomainEvent>(
    options: RunCommandOptions<State, Command, Event>,
    assumeNew: boolean,
  ): Promise<RunCommandResult<State, Event>> {
    const { streamId, decider, command } = options;
    const recorded = assumeNew ? [] : await this.store.readStream(streamId);
    const version = recorded.length;
    const before = foldEvents(decider, recorded as unknown as Event[]);
    const decided = decider.decide(command, before);
    const state = foldEvents({ ...decider, initialState: before }, decided);
    if (decided.length === 0) return { events: [], state, position: null, nextExpectedVersion: version };

    const occurredAt = (options.now ?? new Date()).toISOString();
    const correlationId = options.correlationId ?? randomUUID();
    assignLogContext({ correlationId });
    const events = decided.map(
      (event): NewEvent<Event['type'], Event['data']> => ({
        eventId: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          actor: options.actor,
          correlationId,
          causationId: options.causationId ?? null,
          occurredAt,
          schemaVersion: options.schemaVersions?.[event.type as Event['type']] ?? 1,
        },
      }),
    );
    const append = () =>
      this.store.appendToStream(streamId, events as NewEvent[], {
        expectedVersion: version === 0 ? 'no_stream' : version,
        transactionalWrites: options.transactionalWrites?.(decided, before),
      });
    const result: AppendResult = options.aroundAppend
      ? await options.aroundAppend(append, { streamId, events: events as NewEvent[], decided, before })
      : await append();
    return { events, state, position: result.position, nextExpectedVersion: result.nextExpectedVersion };
  }
}
