import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { CALENDAR_EVENT_TYPES, CalendarEvent } from '../domain/calendar.events';
import { EMPTY_CALENDAR, foldCalendar } from '../domain/calendar.state';

export const CALENDAR_VIEW_PROJECTION = 'calendar-view';
export const CALENDAR_VIEW_ID = 'main';

/**
 * Keeps calendar_view by folding calendar events onto the stored document with the domain's fold.
 * A batch reads and writes the document once: a sync of thousands of stays would otherwise rewrite a
 * growing document once per stay.
 */
@EventHandlerProvider()
@Injectable()
export class CalendarViewProjection implements EventHandlerDefinition {
  readonly name = CALENDAR_VIEW_PROJECTION;
  readonly kind = 'projection';
  readonly eventTypes = CALENDAR_EVENT_TYPES;
  readonly tables = ['calendar_view'];

  handle(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    return this.handleBatch([recorded], em);
  }

  async handleBatch(batch: readonly RecordedEvent[], em: EntityManager): Promise<void> {
    const events = batch as unknown as CalendarEvent[];
    for (const event of events) {
      // A calendar added before its URL left the event log (schema v1, upcast with `legacyUrl`): its
      // URL is copied into external_calendar_source on a replay, unless a newer one is there. The
      // table is not this projection's (the commands write it), so a rebuild does not empty it.
      if (event.type === 'ExternalCalendarAdded' && event.data.legacyUrl) {
        await em.query(`INSERT INTO external_calendar_source (calendar_id, url) VALUES ($1, $2) ON CONFLICT (calendar_id) DO NOTHING`, [
          event.data.calendarId,
          event.data.legacyUrl,
        ]);
      }
      if (event.type === 'ExternalCalendarRemoved') await em.query(`DELETE FROM external_calendar_source WHERE calendar_id = $1`, [event.data.calendarId]);
    }
    const [row] = await em.query(`SELECT calendar FROM calendar_view WHERE id = $1`, [CALENDAR_VIEW_ID]);
    const calendar = foldCalendar(row?.calendar ?? EMPTY_CALENDAR, events);
    const last = batch[batch.length - 1];
    await em.query(
      `INSERT INTO calendar_view (id, calendar, version, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET calendar = EXCLUDED.calendar, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
      [CALENDAR_VIEW_ID, JSON.stringify(calendar), last.streamVersion, last.metadata.occurredAt],
    );
  }
}
