import { countEvents, IcalFeedError, parseFeedBounded } from './ical-parse.bounded';

const feed = (events: number, fold = false) =>
  [
    'BEGIN:VCALENDAR',
    ...Array.from({ length: events }, (_, i) => [
      fold ? 'BEGIN:VEV\r\n ENT' : 'BEGIN:VEVENT',
      `UID:stay-${i}@example.com`,
      `DTSTART;VALUE=DATE:2030${String(1 + (i % 12)).padStart(2, '0')}01`,
      `DTEND;VALUE=DATE:2030${String(1 + (i % 12)).padStart(2, '0')}03`,
      'END:VEVENT',
    ]).flat(),
    'END:VCALENDAR',
  ].join('\r\n');

const LIMITS = { maxEvents: 50, timeoutMs: 30_000 };

describe('parseFeedBounded', () => {
  it('parses a feed within the limits in a worker thread', async () => {
    const stays = await parseFeedBounded(feed(3), '2029-12-01', LIMITS);
    expect(stays.map((s) => s.uid)).toEqual(['stay-0@example.com', 'stay-1@example.com', 'stay-2@example.com']);
  });

  it('refuses a feed of more events than the cap before parsing it, folded BEGIN lines counted too', async () => {
    expect(countEvents(feed(51, true))).toBe(51);
    await expect(parseFeedBounded(feed(51, true), '2029-12-01', LIMITS)).rejects.toMatchObject({ code: 'calendar.tooManyEvents', params: { max: 50 } });
  });

  it('stops a parse that runs over its time and says so', async () => {
    const error = await parseFeedBounded(feed(50), '2029-12-01', { maxEvents: 50, timeoutMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IcalFeedError);
    expect(error).toMatchObject({ code: 'calendar.parseTimeout', params: { seconds: 1 } });
  });

  it('answers syncFailed for a text that is no calendar', async () => {
    await expect(parseFeedBounded('<html>', '2029-12-01', LIMITS)).rejects.toMatchObject({ code: 'calendar.syncFailed' });
  });
});
