import { expect, test } from '@playwright/test';
import { addDays } from '@baan-talay/pricing';
import { calendarDay, fromToday } from '../support/calendar';
import { fillCustomerInfo, startBooking } from '../support/guest-flow';
import { step } from '../support/steps';
import { STAYS } from '../support/stays';
import { text } from '../support/texts';

// run.mjs starts the product with PAYMENT_WINDOW_SECONDS (60 s by default) so a window can run out here.
const windowSeconds = Number(process.env.E2E_PAYMENT_WINDOW_SECONDS ?? 60);

test.describe('an unpaid booking', () => {
  test.use({ locale: 'en-GB' });

  test('shows the expiry message when its payment window runs out, and its nights become free', async ({ page, context, browser }) => {
    test.setTimeout((windowSeconds + 120) * 1000);
    const { checkIn, checkOut } = STAYS.expiring();
    await startBooking(page, 'en', checkIn, checkOut);
    await fillCustomerInfo(page, { lang: 'en', firstName: 'Late', lastName: 'Payer', email: 'late@example.com', phone: '0811111111', guests: 2 });

    // The guest's own browser shows the held nights as theirs; any other browser as unavailable.
    const landing = await context.newPage();
    const stranger = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await step(landing, 'the nights are held while the booking waits for payment', async () => {
      await landing.goto('/');
      await expect(await calendarDay(landing, checkIn, 'en')).toHaveAttribute('aria-label', new RegExp(text('en', 'booking:calendar.yours')));
      await stranger.goto('/');
      await expect(await calendarDay(stranger, checkIn, 'en')).toHaveAttribute('aria-label', new RegExp(text('en', 'booking:calendar.unavailable')));
      await stranger.context().close();
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

test.describe('an expired booking opened from its link', () => {
  test('is headed "expired" in Thai and in English', async ({ browser, request }) => {
    test.setTimeout((windowSeconds + 240) * 1000);
    const checkIn = fromToday(212);
    const created = await request.post('/api/booking', { data: { checkIn, checkOut: addDays(checkIn, 1), rooms: 3, guests: 2, language: 'th' } });
    expect(created.status()).toBe(201);
    const { booking, accessToken } = (await created.json()).data;
    const link = `/booking/${booking._id}/confirmation?token=${encodeURIComponent(accessToken)}`;

    // The window runs out on the server (reconciled every few seconds): wait until the booking says so.
    await expect.poll(async () => {
      const answer = await (await request.get(`/api/booking/${booking._id}`, { headers: { 'X-Booking-Token': accessToken } })).json();
      return (answer.data?.booking ?? answer.data ?? answer).status;
    }, { timeout: (windowSeconds + 90) * 1000, intervals: [5000] }).toBe('expired');

    for (const [lang, locale] of [['th', 'th-TH'], ['en', 'en-GB']] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await step(page, `the ${lang === 'th' ? 'Thai' : 'English'} page says the booking has expired`, async () => {
        await page.goto(link);
        // A loaded machine may take a while to load the booking pages' code.
        await expect(page.getByRole('heading', { name: text(lang, 'booking:confirmation.titles.expired'), level: 1 })).toBeVisible({ timeout: 45_000 });
        await expect(page.getByText(text(lang, 'booking:payment.expired'))).toBeVisible();
        await expect(page.getByRole('link', { name: text(lang, 'booking:flow.startNew') })).toBeVisible();
      });
      await context.close();
    }
  });
});
