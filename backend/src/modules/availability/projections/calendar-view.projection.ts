import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { CALENDAR_EVENT_TYPES, CalendarEvent } from '../domain/calendar.events';
import { EMPTY_CALENDAR, evolveCalendar } from '../domain/calendar.state';

export const CALENDAR_VIEW_PROJECTION = 'calendar-view';
export const CALENDAR_VIEW_ID = 'main';

/** Keeps calendar_view by folding each calendar event onto the stored document with the domain's evolve. */
@EventHandlerProvider()
@Injectable()
export class CalendarViewProjection implements EventHandlerDefinition {
  readonly name = CALENDAR_VIEW_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = CALENDAR_EVENT_TYPES;
  readonly tables = ['calendar_view'];

  async handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    const [row] = await em.query(`SELECT calendar FROM calendar_view WHERE id = $1`, [CALENDAR_VIEW_ID]);
    const calendar = evolveCalendar(row?.calendar ?? EMPTY_CALENDAR, recorded as unknown as CalendarEvent);
    await em.query(
      `INSERT INTO calendar_view (id, calendar, version, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET calendar = EXCLUDED.calendar, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [CALENDAR_VIEW_ID, JSON.stringify(calendar), recorded.streamVersion, recorded.metadata.occurredAt],
    );
  }
}
