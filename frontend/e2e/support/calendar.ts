import { addDays, dayOfWeek, todayInBangkok } from '@baan-talay/pricing';
import { expect, Page } from '@playwright/test';
import { type Lang, text } from './texts';

export type { Lang };

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

/**
 * The calendar's button for `date`, after paging the month with the next/previous buttons. The month
 * shown is read from its days (data-date) before each press, and each press waits for the month it
 * brings: the widget may move on by itself (a check-in on a month's last day shows the next month).
 */
export async function calendarDay(page: Page, date: string, lang: Lang) {
  const calendar = page.getByRole('grid');
  const label = page.locator('#range-calendar-month');
  const wanted = date.slice(0, 7);
  const next = page.getByRole('button', { name: text(lang, 'booking:calendar.nextMonth') });
  const previous = page.getByRole('button', { name: text(lang, 'booking:calendar.previousMonth') });
  for (let i = 0; i < 24; i++) {
    const shown = (await calendar.locator('[data-date]').first().getAttribute('data-date'))!.slice(0, 7);
    if (shown === wanted) break;
    const before = (await label.textContent()) ?? '';
    // Pressed again until the month moves: a press before the page has hydrated (its scripts load
    // after the first paint) does nothing. An extra move is undone by the next round's direction.
    await expect(async () => {
      await (shown < wanted ? next : previous).click();
      await expect(label).not.toHaveText(before, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(label).toHaveText(await monthLabel(page, date, lang));
  return calendar.getByRole('button', { name: new RegExp(`^${escape(await dayLabel(page, date, lang))}`) });
}

/** Picks check-in then check-out by clicking the two days, as a guest does. */
export async function pickStay(page: Page, checkIn: string, checkOut: string, lang: Lang): Promise<void> {
  await (await calendarDay(page, checkIn, lang)).click();
  await (await calendarDay(page, checkOut, lang)).click();
}
