/** Display helpers for money and villa dates in the interface language. */

import { VILLA_TIME_ZONE, formatBaht } from '@baan-talay/pricing';
import { dateTimeFormat } from './intl';

const intlLocale = (language: string) => (language === 'en' ? 'en-GB' : 'th-TH');

/** THB with no decimals (prices are whole baht, DESIGN §3), written ฿ in both languages: libs/pricing's one formatter. */
export function formatTHB(amount: number, _language?: string): string {
  return formatBaht(amount);
}

/**
 * A villa calendar date (`YYYY-MM-DD`) for people. Formatted in UTC from UTC midnight, so the
 * browser's own time zone can never move it to another day; th-TH shows the Buddhist-era year.
 */
export function formatVillaDate(date: string, language: string, style: 'long' | 'medium' | 'short' = 'medium'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : style === 'medium'
        ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }
        : { day: 'numeric', month: 'short' };
  return dateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** Month and year heading of a calendar page (`YYYY-MM-01`). */
export function formatMonth(firstOfMonth: string, language: string): string {
  return dateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${firstOfMonth}T00:00:00Z`),
  );
}

/** An instant (e.g. a payment deadline) in Thailand time. */
export function formatInstant(iso: string, language: string): string {
  return dateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: VILLA_TIME_ZONE,
  }).format(new Date(iso));
}
