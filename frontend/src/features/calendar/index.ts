/** The bookings calendar (a view of the bookings page) and the conflicts alert of the dashboard. */
export { BookingsCalendar } from './bookings-calendar';
export { CalendarConflictsAlert } from './calendar-conflicts-alert';
