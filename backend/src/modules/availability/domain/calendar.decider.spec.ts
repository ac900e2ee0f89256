import { deciderSpec } from '../../../../test/support/decider-spec';
import { calendarDecider } from './calendar.decider';
import type { CalendarEvent } from './calendar.events';
import { calendarChannel, calendarHolds } from './calendar.state';

const { given } = deciderSpec(calendarDecider);
const today = '2030-01-01';
const blocked = (blockId: string, from: string, to: string): CalendarEvent => ({
  type: 'NightsBlocked',
  data: { blockId, from, to, reason: 'owner_stay', note: '' },
});
const added: CalendarEvent = { type: 'ExternalCalendarAdded', data: { calendarId: 'c1', name: 'Airbnb', channel: 'airbnb' } };
const imported = (stayId: string, uid: string, from: string, to: string): CalendarEvent => ({
  type: 'ExternalStayImported',
  data: { calendarId: 'c1', stayId, uid, from, to, conflict: null },
});
const sync = (feed: { uid: string; from: string; to: string }[], ids: Record<string, string> = {}, conflicts = {}) =>
  ({ type: 'SyncExternalCalendar', data: { calendarId: 'c1', feed, ids, conflicts } }) as const;

describe('calendar decider: blocks', () => {
  it('blocks nights', () => {
    given()
      .when({ type: 'BlockNights', data: { blockId: 'b1', from: '2030-02-01', to: '2030-02-04', reason: 'maintenance', note: 'pool', today } })
      .then([{ type: 'NightsBlocked', data: { blockId: 'b1', from: '2030-02-01', to: '2030-02-04', reason: 'maintenance', note: 'pool' } }]);
  });

  it('refuses an empty range, a past one, an unknown reason and a block over a block (naming it)', () => {
    const block = (from: string, to: string, reason = 'other') => ({ type: 'BlockNights', data: { blockId: 'b2', from, to, reason, note: '', today } }) as never;
    given().when(block('2030-02-04', '2030-02-04')).thenFails('validation', 'calendar.emptyRange');
    given().when(block('2029-12-01', '2030-01-01')).thenFails('validation', 'calendar.pastRange');
    given().when(block('2030-02-01', '2030-02-02', 'party')).thenFails('validation', 'calendar.invalidReason');
    given(blocked('b1', '2030-02-01', '2030-02-04'))
      .when(block('2030-02-03', '2030-02-06'))
      .thenFails('conflict', 'calendar.nightsBlocked', { blockId: 'b1', from: '2030-02-01', to: '2030-02-04' });
  });

  it('allows a block back to back with another', () => {
    const state = given(blocked('b1', '2030-02-01', '2030-02-04'))
      .when({ type: 'BlockNights', data: { blockId: 'b2', from: '2030-02-04', to: '2030-02-05', reason: 'other', note: '', today } })
      .state();
    expect([...calendarHolds(state).keys()]).toEqual(['b1', 'b2']);
  });

  it('unblocks a block once; an unknown one is not found', () => {
    given(blocked('b1', '2030-02-01', '2030-02-04')).when({ type: 'UnblockNights', data: { blockId: 'b1' } }).then([{ type: 'NightsUnblocked', data: { blockId: 'b1' } }]);
    given(blocked('b1', '2030-02-01', '2030-02-04'), { type: 'NightsUnblocked', data: { blockId: 'b1' } })
      .when({ type: 'UnblockNights', data: { blockId: 'b1' } })
      .thenFails('not_found', 'calendar.blockNotFound');
  });
});

describe('calendar decider: external calendars', () => {
  it('imports new UIDs with the ids given, and nothing again on a re-sync', () => {
    given(added)
      .when(sync([{ uid: 'u1', from: '2030-03-01', to: '2030-03-05' }], { u1: 's1' }))
      .then([imported('s1', 'u1', '2030-03-01', '2030-03-05')]);
    given(added, imported('s1', 'u1', '2030-03-01', '2030-03-05')).when(sync([{ uid: 'u1', from: '2030-03-01', to: '2030-03-05' }])).then([]);
  });

  it('moves a stay whose dates changed and withdraws one gone from the feed, releases first', () => {
    given(added, imported('s1', 'u1', '2030-03-01', '2030-03-05'), imported('s2', 'u2', '2030-03-10', '2030-03-12'))
      .when(sync([{ uid: 'u2', from: '2030-03-02', to: '2030-03-04' }]))
      .then([
        { type: 'ExternalStayWithdrawn', data: { calendarId: 'c1', stayId: 's1', uid: 'u1' } },
        imported('s2', 'u2', '2030-03-02', '2030-03-04'),
      ]);
  });

  it('records a stay some of whose nights another holder has as a conflict that still holds all its nights, and clears it once they are free', () => {
    const holder = { kind: 'booking' as const, id: 'bk1', from: '2030-03-01', to: '2030-03-03' };
    const feed = [{ uid: 'u1', from: '2030-03-02', to: '2030-03-04' }];
    const conflicted: CalendarEvent = { type: 'ExternalStayImported', data: { ...imported('s1', 'u1', '2030-03-02', '2030-03-04').data, conflict: holder } } as CalendarEvent;
    given(added).when(sync(feed, { u1: 's1' }, { u1: holder })).then([conflicted]);
    const state = given(added, conflicted).when(sync(feed, {}, { u1: holder })).state();
    expect(calendarHolds(state)).toEqual(new Map([['s1', { kind: 'import', stay: ['2030-03-02', '2030-03-04'] }]]));
    given(added, conflicted).when(sync(feed, {}, { u1: holder })).then([]);
    given(added, conflicted).when(sync(feed)).then([imported('s1', 'u1', '2030-03-02', '2030-03-04')]);
  });

  it('moves a conflicting stay off the holder: the conflict goes, the stay holds its new nights', () => {
    const holder = { kind: 'block' as const, id: 'b1', from: '2030-03-01', to: '2030-03-03' };
    const conflicted = { type: 'ExternalStayImported', data: { ...imported('s1', 'u1', '2030-03-02', '2030-03-06').data, conflict: holder } } as CalendarEvent;
    const state = given(added, conflicted).when(sync([{ uid: 'u1', from: '2030-03-03', to: '2030-03-05' }])).state();
    expect(state.stays.s1).toMatchObject({ from: '2030-03-03', to: '2030-03-05', conflict: null });
    expect(calendarHolds(state).get('s1')).toEqual({ kind: 'import', stay: ['2030-03-03', '2030-03-05'] });
  });

  it('removing a calendar withdraws its stays', () => {
    given(added, imported('s1', 'u1', '2030-03-01', '2030-03-05'))
      .when({ type: 'RemoveExternalCalendar', data: { calendarId: 'c1' } })
      .then([
        { type: 'ExternalStayWithdrawn', data: { calendarId: 'c1', stayId: 's1', uid: 'u1' } },
        { type: 'ExternalCalendarRemoved', data: { calendarId: 'c1' } },
      ]);
    given().when(sync([])).thenFails('not_found', 'calendar.externalNotFound');
  });
});

describe('calendar decider: ids a request or a feed names (issue 35)', () => {
  const inherited = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

  it.each(inherited)('no calendar or block is called %s', (id) => {
    given(added).when({ type: 'RemoveExternalCalendar', data: { calendarId: id } }).thenFails('not_found', 'calendar.externalNotFound');
    given(added).when({ type: 'SyncExternalCalendar', data: { calendarId: id, feed: [], ids: {}, conflicts: {} } }).thenFails('not_found', 'calendar.externalNotFound');
    given(added).when({ type: 'UnblockNights', data: { blockId: id } }).thenFails('not_found', 'calendar.blockNotFound');
  });

  it('imports a UID named like an inherited property, with no conflict it was not given', () => {
    const ids: Record<string, string> = Object.assign(Object.create(null), { constructor: 's1' });
    given(added)
      .when(sync([{ uid: 'constructor', from: '2030-03-01', to: '2030-03-05' }], ids))
      .then([imported('s1', 'constructor', '2030-03-01', '2030-03-05')]);
  });
});

describe('calendarChannel', () => {
  it.each([
    ['https://www.airbnb.com/calendar/ical/123.ics?s=abc', 'airbnb'],
    ['https://www.airbnb.co.th/calendar/ical/123.ics?s=abc', 'airbnb'],
    ['https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc', 'booking_com'],
    ['http://www.vrbo.com/icalendar/abc.ics', 'vrbo'],
    ['https://notairbnb.example/x.ics', 'other'],
    ['https://booking.com.example.org/x.ics', 'other'],
    ['not a url', 'other'],
  ])('%s is %s', (url, channel) => {
    expect(calendarChannel(url)).toBe(channel);
  });

  // A feed served from elsewhere (a channel manager, the owner's own server) is named by the owner.
  it.each([
    ['http://127.0.0.1:8080/airbnb.ics', 'Airbnb', 'airbnb'],
    ['https://relay.example/feed.ics', 'Booking.com', 'booking_com'],
    ['https://relay.example/feed.ics', 'VRBO house', 'vrbo'],
    ['https://relay.example/feed.ics', 'Agoda', 'other'],
    ['https://www.airbnb.com/calendar/ical/1.ics', 'Booking.com', 'airbnb'],
  ])('%s named %s is %s', (url, name, channel) => {
    expect(calendarChannel(url, name)).toBe(channel);
  });
});
