import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from './ical-parse';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../../test/availability/fixtures', name), 'utf8');

describe('parseFeed', () => {
  it('reads an Airbnb-style feed: all-day DTEND is the check-out', () => {
    expect(parseFeed(fixture('airbnb.ics'), '2030-01-01')).toEqual([
      { uid: '1418fb94e984-e1f5a8f1b5ee4c0c9bd4bcf3ed0c1b37@airbnb.com', from: '2030-03-08', to: '2030-03-12' },
      { uid: '7f3fb4b2c4f4-0f0c7bd9a04b8a4d2e4a3cd1b8d2f2f0@airbnb.com', from: '2030-03-28', to: '2030-04-01' },
    ]);
  });

  it('reads a Booking.com-style feed and leaves out stays already over', () => {
    expect(parseFeed(fixture('booking-com.ics'), '2030-01-01')).toEqual([{ uid: '2f8e6c1a9b3d4e5f@booking.com', from: '2030-03-15', to: '2030-03-18' }]);
  });

  it('takes a date-time by its Bangkok date, a missing DTEND as one night, and skips cancelled events', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART:20300601T180000Z',
      'DTEND:20300603T040000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b',
      'DTSTART;VALUE=DATE:20300610',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:c',
      'STATUS:CANCELLED',
      'DTSTART;VALUE=DATE:20300620',
      'DTEND;VALUE=DATE:20300622',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(parseFeed(ics, '2030-01-01')).toEqual([
      { uid: 'a', from: '2030-06-02', to: '2030-06-03' },
      { uid: 'b', from: '2030-06-10', to: '2030-06-11' },
    ]);
  });

  it('refuses what is not a calendar', () => {
    expect(() => parseFeed('<html>login</html>', '2030-01-01')).toThrow(/Not an iCal calendar/);
  });
});
