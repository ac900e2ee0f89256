import { expect, test } from '@playwright/test';
import { calendarDay } from '../support/calendar';
import { fillCustomerInfo, startBooking } from '../support/guest-flow';
import { step } from '../support/steps';
import { STAYS } from '../support/stays';
import { text } from '../support/texts';

// run.mjs starts the product with PAYMENT_WINDOW_SECONDS (60 s by default) so a window can run out here.
const windowSeconds = Number(process.env.E2E_PAYMENT_WINDOW_SECONDS ?? 60);

test.describe('an unpaid booking', () => {
  test.use({ locale: 'en-GB' });

  test('shows the expiry message when its payment window runs out, and its nights become free', async ({ page, context }) => {
    test.setTimeout((windowSeconds + 120) * 1000);
    const { checkIn, checkOut } = STAYS.expiring();
    await startBooking(page, 'en', checkIn, checkOut);
    await fillCustomerInfo(page, { lang: 'en', firstName: 'Late', lastName: 'Payer', email: 'late@example.com', phone: '0811111111', guests: 2 });

    const landing = await context.newPage();
    await step(landing, 'the nights are held while the booking waits for payment', async () => {
      await landing.goto('/');
      await expect(await calendarDay(landing, checkIn, 'en')).toHaveAttribute('aria-label', new RegExp(text('en', 'booking:calendar.unavailable')));
    });

    await step(page, 'the countdown runs out', async () => {
      await page.bringToFront();
      await expect(page.getByText(text('en', 'booking:payment.expired'))).toBeVisible({ timeout: (windowSeconds + 30) * 1000 });
      await expect(page.getByRole('link', { name: text('en', 'booking:flow.startNew') })).toBeVisible();
    });

    await step(page, 'the server expired it too: a reload shows it expired', async () => {
      await expect(async () => {
        await page.reload();
        await expect(page.getByText(text('en', 'booking:flow.expiredTitle'))).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 60_000 });
    });

    await step(landing, 'its nights are free again in the calendar', async () => {
      await landing.bringToFront();
      await expect(async () => {
        await landing.reload();
        const day = await calendarDay(landing, checkIn, 'en');
        await expect(day).not.toHaveAttribute('aria-label', new RegExp(text('en', 'booking:calendar.unavailable')), { timeout: 1000 });
        await expect(day).toHaveAttribute('aria-disabled', 'false');
      }).toPass({ timeout: 30_000 });
    });
  });
});
