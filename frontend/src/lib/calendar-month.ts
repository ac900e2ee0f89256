/** Months of the villa calendar as `YYYY-MM-01`, shared by the guest's date picker and the admin's month of stays. */

/** `YYYY-MM-01` of the month holding `date`. */
export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The `YYYY-MM-01` of the month `months` away from `first`'s (across years). */
export function shiftMonth(first: string, months: number): string {
  const [year, month] = first.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Sunday-first weekday names for a calendar's header row. */
export function weekdayNames(language: string, width: 'short' | 'narrow'): string[] {
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'th-TH', { weekday: width, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + i))));
}
