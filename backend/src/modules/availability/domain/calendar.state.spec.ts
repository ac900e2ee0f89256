import type { CalendarEvent } from './calendar.events';
import { EMPTY_CALENDAR, evolveCalendar, foldCalendar } from './calendar.state';

const imported = (i: number): CalendarEvent => ({
  type: 'ExternalStayImported',
  data: { calendarId: 'c1', stayId: `s${i}`, uid: `u${i}`, from: '2030-01-01', to: '2030-01-02', conflict: null },
});

const EVENTS: CalendarEvent[] = [
  { type: 'ExternalCalendarAdded', data: { calendarId: 'c1', name: 'Airbnb', channel: 'airbnb' } },
  { type: 'NightsBlocked', data: { blockId: 'b1', from: '2030-02-01', to: '2030-02-03', reason: 'maintenance', note: '' } },
  imported(1),
  imported(2),
  { type: 'ExternalStayWithdrawn', data: { calendarId: 'c1', stayId: 's1', uid: 'u1' } },
  { type: 'NightsUnblocked', data: { blockId: 'b1' } },
  { type: 'ExternalCalendarAdded', data: { calendarId: 'c2', name: 'Other', channel: 'other' } },
  { type: 'ExternalCalendarRemoved', data: { calendarId: 'c2' } },
];

describe('foldCalendar', () => {
  it('gives what evolving one event at a time gives, from any starting state', () => {
    for (let split = 0; split <= EVENTS.length; split++) {
      const start = EVENTS.slice(0, split).reduce(evolveCalendar, EMPTY_CALENDAR);
      expect(foldCalendar(start, EVENTS.slice(split))).toEqual(EVENTS.reduce(evolveCalendar, EMPTY_CALENDAR));
    }
  });

  it('leaves the state it starts from as it was', () => {
    const start = foldCalendar(EMPTY_CALENDAR, EVENTS.slice(0, 4));
    const copy = structuredClone(start);
    foldCalendar(start, EVENTS.slice(4));
    expect(start).toEqual(copy);
    expect(EMPTY_CALENDAR).toEqual({ blocks: {}, calendars: {}, stays: {} });
  });
});
