import { VILLA_TIME_ZONE, formatBaht } from '@baan-talay/pricing';
import { dateTimeFormat } from '../../../lib/intl';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Thai shows Buddhist-era years, as a Thai reader expects (DESIGN §5). */
export function localeOf(language: string): string {
  return language.startsWith('th') ? 'th-TH' : 'en-GB';
}

export const formatMoney = (amount: number): string => formatBaht(amount);

/**
 * A villa calendar date (`YYYY-MM-DD`) is shown as that very date, whatever the admin's time zone;
 * an instant is shown in villa time, where every booking happens.
 */
export function formatDate(value: string, language: string): string {
  if (DATE_ONLY.test(value)) {
    const [year, month, day] = value.split('-').map(Number);
    return dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, day)),
    );
  }
  return dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: VILLA_TIME_ZONE }).format(new Date(value));
}

export function formatDateTime(value: string, language: string): string {
  return dateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: VILLA_TIME_ZONE,
  }).format(new Date(value));
}

export function formatTime(value: string, language: string): string {
  return dateTimeFormat(localeOf(language), { timeStyle: 'short', timeZone: VILLA_TIME_ZONE }).format(new Date(value));
}

/** `YYYY-MM-DD` of a date-time or date text, as the villa calendar sees it. */
export function villaDay(value: string): string {
  if (DATE_ONLY.test(value)) return value;
  return dateTimeFormat('en-CA', { timeZone: VILLA_TIME_ZONE }).format(new Date(value));
}
