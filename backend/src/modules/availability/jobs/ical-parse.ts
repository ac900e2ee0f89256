import { addDays, toVillaDate } from '@baan-talay/pricing';
import * as ical from 'node-ical';
import type { FeedStay } from '../domain/calendar.commands';

const pad = (n: number) => String(n).padStart(2, '0');

/** node-ical gives an all-day date as local midnight; a date-time is an instant (its Bangkok date). */
function dayOf(date: Date & { dateOnly?: boolean }): string | null {
  if (Number.isNaN(date.getTime())) return null;
  if (date.dateOnly) return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return toVillaDate(date.toISOString());
}

/**
 * The stays of an iCal feed (Airbnb, Booking.com, any RFC 5545 calendar): each VEVENT with a UID
 * from its start date up to its end date (all-day DTEND is the check-out; no DTEND: one night);
 * cancelled events, events without nights and those ended before `today` are left out.
 */
export function parseFeed(text: string, today: string): FeedStay[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new Error('Not an iCal calendar (no BEGIN:VCALENDAR)');
  const stays: FeedStay[] = [];
  for (const component of Object.values(ical.sync.parseICS(text))) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as ical.VEvent;
    if (!event.uid || !event.start || String(event.status ?? '').toUpperCase() === 'CANCELLED') continue;
    const from = dayOf(event.start);
    if (!from) continue;
    const to = event.end ? dayOf(event.end) : addDays(from, 1);
    if (!to || to <= from || to <= today) continue;
    stays.push({ uid: String(event.uid).slice(0, 500), from, to });
  }
  return stays.sort((a, b) => a.from.localeCompare(b.from) || a.uid.localeCompare(b.uid));
}
