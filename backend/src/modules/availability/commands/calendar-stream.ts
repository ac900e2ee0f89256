import { Inject, Injectable } from '@nestjs/common';
import { CommandRunner } from '../../../event-store/command-runner';
import { foldEvents } from '../../../event-store/decider';
import { Actor, EVENT_STORE, EventStore, TransactionalWrite } from '../../../event-store/event-store.port';
import { UpcasterRegistry } from '../../../event-store/upcasters';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { awaitProjection } from '../../../event-store/subscriptions/read-your-writes';
import type { CalendarCommand } from '../domain/calendar.commands';
import { calendarDecider } from '../domain/calendar.decider';
import { CALENDAR_SCHEMA_VERSIONS, CALENDAR_STREAM_ID, CalendarEvent } from '../domain/calendar.events';
import type { CalendarState } from '../domain/calendar.state';
import { CALENDAR_UPCASTERS } from './calendar.upcasters';
import { CALENDAR_VIEW_PROJECTION } from '../projections/calendar-view.projection';
import { calendarGuardWrites } from './calendar-guard';

export interface CalendarCommandResult {
  state: CalendarState;
  events: CalendarEvent[];
  position: string | null;
}

/**
 * Runs a calendar command on `calendar-villa-main` with its holds written by the stay guard in the
 * append's transaction (a block over any holder fails with STAY_TAKEN), and answers once
 * calendar_view shows it.
 */
@Injectable()
export class CalendarStream {
  constructor(
    private readonly commands: CommandRunner,
    private readonly subscriptions: SubscriptionRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    upcasters: UpcasterRegistry,
  ) {
    upcasters.register(...CALENDAR_UPCASTERS);
  }

  /** `writes`: more writes of the append's transaction (an external calendar's URL). */
  async run(command: CalendarCommand, actor: Actor, writes: TransactionalWrite[] = []): Promise<CalendarCommandResult> {
    const result = await this.commands.run({
      streamId: CALENDAR_STREAM_ID,
      decider: calendarDecider,
      command,
      actor,
      transactionalWrites: (events, before) => [...calendarGuardWrites(events, before), ...writes],
      schemaVersions: CALENDAR_SCHEMA_VERSIONS,
    });
    await awaitProjection(this.subscriptions, CALENDAR_VIEW_PROJECTION, result.position);
    return { state: result.state, events: result.events.map(({ type, data }) => ({ type, data }) as CalendarEvent), position: result.position };
  }

  /** The calendar as the log has it now (for a sync's diff, which must not read a late view). */
  async current(): Promise<CalendarState> {
    return foldEvents(calendarDecider, (await this.store.readStream(CALENDAR_STREAM_ID)) as unknown as CalendarEvent[]);
  }
}
