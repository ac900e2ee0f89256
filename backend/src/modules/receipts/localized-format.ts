import type { Language } from '@baan-talay/contracts';
import { VILLA_TIME_ZONE, formatBaht } from '@baan-talay/pricing';

export { VILLA_TIME_ZONE };

const LOCALES: Record<Language, string> = { th: 'th-TH', en: 'en-GB' };

/** Whole THB as Thai baht currency (`฿12,000.00`) in both languages, as the site shows it. */
export function formatMoney(amount: number): string {
  return formatBaht(amount, 2);
}

/** A calendar date (YYYY-MM-DD) with its weekday; Thai uses Buddhist-era years. */
export function formatCalendarDate(date: string, language: Language): string {
  // A calendar date has no zone: format it at UTC midnight so no offset can move it a day.
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant in Thailand time, with the zone named so a guest abroad is not misled. */
export function formatThaiDateTime(instant: Date, language: Language): string {
  const text = new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: VILLA_TIME_ZONE,
  }).format(instant);
  return language === 'th' ? `${text} น. (เวลาประเทศไทย)` : `${text} (Thailand time)`;
}
