import type { RecordedEvent } from '../../../event-store/event-store.port';
import type { Upcaster } from '../../../event-store/upcasters';
import { calendarChannel } from '../domain/calendar.state';

/**
 * ExternalCalendarAdded v1 `{ calendarId, name, url }` → v2 `{ calendarId, name, channel, legacyUrl }`:
 * the channel told from the URL, and the URL handed on only so the calendar-view projection can copy
 * it into external_calendar_source when it replays the event (v2 events carry no URL).
 */
export const externalCalendarAddedV1: Upcaster = {
  eventType: 'ExternalCalendarAdded',
  fromSchemaVersion: 1,
  upcast(event: RecordedEvent): RecordedEvent {
    const { calendarId, name, url } = event.data as { calendarId: string; name: string; url: string };
    return {
      ...event,
      data: { calendarId, name, channel: calendarChannel(url, name), legacyUrl: url },
      metadata: { ...event.metadata, schemaVersion: 2 },
    };
  },
};

export const CALENDAR_UPCASTERS: Upcaster[] = [externalCalendarAddedV1];
