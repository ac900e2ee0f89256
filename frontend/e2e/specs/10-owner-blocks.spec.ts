import { addDays } from '@baan-talay/pricing';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { adminText, logIn, openMenu, ownerToken } from '../support/admin';
import { calendarDay, fromToday } from '../support/calendar';
import { step } from '../support/steps';

// Self-contained: nights a few days ahead (the other scenarios book two weeks out and more), and
// the owner account registered here when this spec runs alone. Patient with a busy machine (the
// admin's lazy pages on a shared CI box): waits are longer, nothing is timed.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The month of stays turned on to the one showing `day` (a night a few days ahead can be next month's). */
async function showDay(page: Page, day: string): Promise<void> {
  const cell = page.getByTitle(day, { exact: true });
  if (await cell.isVisible()) return;
  await page.getByRole('button', { name: adminText('calendar.nextMonth') }).click();
  await expect(cell).toBeVisible();
}

test.describe('the owner blocks nights', () => {
  test.use({ locale: 'en-GB', actionTimeout: 30_000, navigationTimeout: 60_000 });
  test.slow();

  test('in the admin calendar, and the guest calendar shows them unavailable', async ({ page, request }) => {
    await ownerToken(request);
    const [first, last] = [fromToday(4), fromToday(5)];

    await logIn(page);
    await step(page, 'pick the first and the last night in the bookings calendar', async () => {
      await openMenu(page, 'bookings');
      await expect(page.getByRole('heading', { name: adminText('bookings.title') })).toBeVisible();
      await page.getByText(adminText('bookings.calendarView')).click();
      await expect(page.getByText(adminText('availability.pickFirstNight'))).toBeVisible();
      await showDay(page, first);
      await page.getByTitle(first, { exact: true }).click();
      await expect(page.getByText(adminText('availability.pickLastNight'))).toBeVisible();
      await showDay(page, last);
      await page.getByTitle(last, { exact: true }).click();
    });
    await step(page, 'block them for an owner stay', async () => {
      const dialog = page.getByRole('dialog').filter({ hasText: adminText('availability.blockTitle') });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(adminText('availability.note')).fill('Family visit');
      await dialog.getByRole('button', { name: adminText('availability.blockAction') }).click();
      await expect(dialog).toBeHidden();
      // One hatched bar from the first night's afternoon to the morning after the last.
      const bar = page.locator(`[data-kind="block"][data-from="${first}"][data-to="${addDays(last, 1)}"]`).first();
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAccessibleName(new RegExp(`^${adminText('availability.reasons.owner_stay')}, `));
    });

    await step(page, 'a guest sees those nights unavailable, and the morning after free to check in', async () => {
      await page.goto('/');
      for (const night of [first, last]) {
        const day = await calendarDay(page, night, 'en');
        await expect(day).toHaveAttribute('aria-disabled', 'true');
        await expect(day).toHaveAttribute('aria-label', /unavailable/);
      }
      await expect(await calendarDay(page, addDays(last, 1), 'en')).toHaveAttribute('aria-disabled', 'false');
    });
  });
});
