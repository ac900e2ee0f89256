import { BANGKOK_OFFSET_MINUTES, requireVillaDate } from './calendar-date';

/** The villa's clock: an instant is shown in Thailand time whatever the server's or browser's zone. */
export const VILLA_TIME_ZONE = 'Asia/Bangkok';

const OFFSET_MS = BANGKOK_OFFSET_MINUTES * 60_000;
const MS_PER_DAY = 86_400_000;

/** An instant as villa wall-clock time, `2026-11-22 14:30` (sortable; the CSV export's form). */
export function villaWallClock(instant: string | Date): string {
  const epochMs = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError('Invalid Date');
  return new Date(epochMs + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The first and the last millisecond of a villa calendar day (`YYYY-MM-DD`), as instants. */
export function villaDayBounds(date: string): { start: Date; end: Date } {
  const start = requireVillaDate(date) * MS_PER_DAY - OFFSET_MS;
  return { start: new Date(start), end: new Date(start + MS_PER_DAY - 1) };
}
