/**
 * Villa-local calendar dates (`YYYY-MM-DD`, Asia/Bangkok).
 *
 * A night belongs to a date on the villa's wall calendar, so dates are handled as whole days counted
 * from 1970-01-01 ("epoch days") with plain integer arithmetic. No `Date` in local time is ever
 * built, so neither the server's nor the browser's time zone can move a night.
 */

/** Thailand has had a fixed UTC+7 offset without daylight saving since 1920. */
export const BANGKOK_OFFSET_MINUTES = 7 * 60;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/i;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Inverse of daysFromCivil (H. Hinnant's civil_from_days). */
function civilFromDays(epochDay: number): [number, number, number] {
  const z = epochDay + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [era * 400 + yearOfEra + (month <= 2 ? 1 : 0), month, day];
}

/** Epoch day of a `YYYY-MM-DD` date, or null when the text is not a real calendar date (2026-02-30). */
export function parseVillaDate(value: string): number | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

export function isVillaDate(value: unknown): value is string {
  return typeof value === 'string' && parseVillaDate(value) !== null;
}

/** Epoch day to `YYYY-MM-DD`. */
export function formatVillaDate(epochDay: number): string {
  const [year, month, day] = civilFromDays(epochDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Parses or throws: for inputs a caller has already validated, where a bad date is a programming error. */
export function requireVillaDate(value: string): number {
  const epochDay = parseVillaDate(value);
  if (epochDay === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(value)}`);
  return epochDay;
}

export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  return formatVillaDate(requireVillaDate(date) + days);
}

/** Nights from check-in up to, not including, check-out; negative when check-out comes first. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return requireVillaDate(checkOut) - requireVillaDate(checkIn);
}

/** Negative, 0 or positive like a sort comparator; `YYYY-MM-DD` order is calendar order. */
export function compareVillaDates(a: string, b: string): number {
  return requireVillaDate(a) - requireVillaDate(b);
}

/** 0 = Sunday … 6 = Saturday, like Date#getDay. */
export function dayOfWeek(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return (((requireVillaDate(date) + 4) % 7) + 7) % 7;
}

/** A night is a weekend night when its date is a Friday or a Saturday. */
export function isWeekendNight(date: string): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 5 || weekday === 6;
}

/** Every night of a stay: check-in up to, not including, check-out. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const first = requireVillaDate(checkIn);
  const count = requireVillaDate(checkOut) - first;
  return Array.from({ length: Math.max(count, 0) }, (_, i) => formatVillaDate(first + i));
}

function bangkokDateOfInstant(epochMs: number): string {
  return formatVillaDate(Math.floor((epochMs + BANGKOK_OFFSET_MINUTES * MS_PER_MINUTE) / MS_PER_DAY));
}

/** The villa's calendar date at the instant `now`. */
export function todayInBangkok(now: Date): string {
  const epochMs = now.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError('Invalid Date');
  return bangkokDateOfInstant(epochMs);
}

/**
 * The villa calendar date of a `YYYY-MM-DD`, an ISO date-time or a Date; null when invalid.
 * A date-time with `Z` or an offset is an instant (`2026-12-24T18:00:00Z` -> `2026-12-25`); one
 * without an offset is taken as villa wall-clock time, so its own date is kept.
 */
export function toVillaDate(input: string | Date): string | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : bangkokDateOfInstant(input.getTime());
  if (typeof input !== 'string') return null;
  if (parseVillaDate(input) !== null) return input;
  const match = DATE_TIME_PATTERN.exec(input);
  if (!match) return null;
  const [, datePart, hh, mm, ss = '0', fraction = '', zone] = match;
  const epochDay = parseVillaDate(datePart);
  const [hours, minutes, seconds] = [Number(hh), Number(mm), Number(ss)];
  if (epochDay === null || hours > 23 || minutes > 59 || seconds > 59) return null;
  if (zone === undefined) return datePart;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const [offsetHours, offsetMins] = [Number(zone.slice(1, 3)), Number(zone.slice(4, 6))];
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const millis = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  const epochMs =
    epochDay * MS_PER_DAY + ((hours * 60 + minutes - offsetMinutes) * 60 + seconds) * 1000 + millis;
  return bangkokDateOfInstant(epochMs);
}
