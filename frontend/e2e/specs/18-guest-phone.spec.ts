import { expect, test } from '@playwright/test';
import { addDays } from '@baan-talay/pricing';
import { fromToday, type Lang } from '../support/calendar';
import { startBooking } from '../support/guest-flow';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';

// Its own nights (120-126 days out), clear of the other specs'.
const cases: { lang: Lang; days: number; typed: string; stored: string }[] = [
  { lang: 'en', days: 120, typed: '+44 7700 900123', stored: '+447700900123' },
  { lang: 'th', days: 124, typed: '+1 415 555 0123', stored: '+14155550123' },
];

for (const { lang, days, typed, stored } of cases) {
  test.describe(`a foreign phone number (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-GB' : 'th-TH' });

    test('refuses a malformed number and keeps one with its country code in E.164', async ({ page }) => {
      const bookingId = await startBooking(page, lang, fromToday(days), addDays(fromToday(days), 2));
      const phone = page.getByLabel(text(lang, 'booking:customer.phone'));
      await step(page, `${lang}: the country code, Thailand first`, async () => {
        const country = page.getByRole('combobox', { name: text(lang, 'common:phone.country') });
        await expect(page.locator('.ant-select', { has: country })).toContainText('+66');
        await country.click();
        await expect(page.getByRole('option').first()).toContainText(lang === 'en' ? 'Thailand +66' : 'ไทย +66');
        await page.keyboard.press('Escape');
      });
      await step(page, `${lang}: a malformed number is refused`, async () => {
        await page.getByLabel(text(lang, 'booking:customer.firstName')).fill('Emma');
        await page.getByLabel(text(lang, 'booking:customer.lastName')).fill('Hale');
        await page.getByLabel(text(lang, 'booking:customer.email')).fill(`emma.${lang}@example.co.uk`);
        await phone.fill('+44 12345');
        await page.getByRole('button', { name: text(lang, 'booking:customer.submit') }).click();
        await expect(page.getByText(text(lang, 'common:apiErrors.booking.phoneInvalidInternational'))).toBeVisible();
        await expect(page).toHaveURL(/\/customer-info$/);
      });
      await step(page, `${lang}: a number with its country code is accepted`, async () => {
        await phone.fill(typed);
        await expect(page.getByText(text(lang, 'common:apiErrors.booking.phoneInvalidInternational'))).toHaveCount(0);
        if (lang === 'en') await docShot(page, 'phone-country-code-en');
        await page.getByRole('button', { name: text(lang, 'booking:customer.submit') }).click();
        await expect(page).toHaveURL(/\/payment$/);
      });
      const token = await page.evaluate((id) => localStorage.getItem(`booking-token:${id}`), bookingId);
      const booking = await page.request.get(`/api/booking/${bookingId}`, { headers: { 'X-Booking-Token': token ?? '' } });
      expect((await booking.json()).customerInfo.phone).toBe(stored);
    });
  });
}
