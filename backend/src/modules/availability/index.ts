/** What other contexts may use from the availability context. */
export { AvailabilityModule } from './availability.module';
export { CalendarQueries } from './queries/calendar.queries';
export { CALENDAR_STREAM_ID, CALENDAR_EVENT_TYPES, type CalendarEvent } from './domain/calendar.events';
