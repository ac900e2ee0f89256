import { addDays, dayOfWeek, todayInBangkok } from '@baan-talay/pricing';
import { expect, Page } from '@playwright/test';

export type Lang = 'th' | 'en';
const locale = (lang: Lang) => (lang === 'en' ? 'en-GB' : 'th-TH');

/** A villa date `days` after today in Bangkok. */
export const fromToday = (days: number) => addDays(todayInBangkok(new Date()), days);

/** The first date at least `minDays` from today that falls on `weekday` (0 Sunday … 5 Friday). */
export function nextWeekday(weekday: number, minDays: number): string {
  let date = fromToday(minDays);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** How a person reads the date in the calendar: the browser's own Intl, as the page uses it. */
async function dayLabel(page: Page, date: string, lang: Lang): Promise<string> {
  return page.evaluate(
    ([d, loc]) =>
      new Intl.DateTimeFormat(loc, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${d}T00:00:00Z`),
      ),
    [date, locale(lang)] as const,
  );
}

async function monthLabel(page: Page, date: string, lang: Lang): Promise<string> {
  return page.evaluate(
    ([d, loc]) => new Intl.DateTimeFormat(loc, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d.slice(0, 8)}01T00:00:00Z`)),
    [date, locale(lang)] as const,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The calendar's button for `date`, after paging the month with the next/previous buttons. */
export async function calendarDay(page: Page, date: string, lang: Lang) {
  const calendar = page.getByRole('grid');
  const wanted = await monthLabel(page, date, lang);
  const next = page.getByRole('button', { name: lang === 'en' ? 'Next month' : /เดือนถัดไป/ });
  for (let i = 0; i < 24; i++) {
    const shown = (await page.locator('#range-calendar-month').textContent())?.trim();
    if (shown === wanted) break;
    await next.click();
  }
  await expect(page.locator('#range-calendar-month')).toHaveText(wanted);
  return calendar.getByRole('button', { name: new RegExp(`^${escape(await dayLabel(page, date, lang))}`) });
}

/** Picks check-in then check-out by clicking the two days, as a guest does. */
export async function pickStay(page: Page, checkIn: string, checkOut: string, lang: Lang): Promise<void> {
  await (await calendarDay(page, checkIn, lang)).click();
  await (await calendarDay(page, checkOut, lang)).click();
}
