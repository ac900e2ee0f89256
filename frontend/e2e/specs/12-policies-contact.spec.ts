import { expect, test } from '@playwright/test';
import { ownerToken } from '../support/admin';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';

// Issue 15: before paying by transfer a guest finds the check-in time, the cancellation policy and
// a way to reach the owner on the landing page, in the page's language. A fresh install has none of
// them (issue 33): the owner enters them first.
test.beforeAll(async ({ request }) => {
  const token = await ownerToken(request);
  const policies = await request.patch('/api/admin/villa', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      checkInTime: '14:00',
      checkOutTime: '11:00',
      cancellationPolicy: { th: 'ยกเลิกก่อนวันเข้าพัก 14 วันขึ้นไป คืนเงินเต็มจำนวน', en: 'Cancel 14 days or more before check-in: full refund.' },
      contactPhone: '+66 81 234 5678',
      contactLineId: 'baantalay',
      mapLatitude: 8.6426,
      mapLongitude: 98.2485,
    },
  });
  expect(policies.status()).toBe(200);
});

for (const [language, locale] of [['th', 'th-TH'], ['en', 'en-GB']] as const) {
  test.describe(`policies and contact in ${language}`, () => {
    test.use({ locale, viewport: { width: 1280, height: 900 } });

    test('the landing page shows check-in time, cancellation policy and tap-to-contact links', async ({ page }) => {
      const section = page.getByRole('region', { name: text(language, 'villa:policies.title') });
      await step(page, `open / in ${language}`, async () => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await section.scrollIntoViewIfNeeded();
        await expect(section).toBeVisible();
      });
      await step(page, 'times, policy and contacts', async () => {
        await expect(section.getByText(text(language, 'villa:policies.checkIn'))).toBeVisible();
        await expect(section.getByText(text(language, 'villa:policies.time', { time: '14:00' }), { exact: true })).toBeVisible();
        await expect(section.getByRole('heading', { name: text(language, 'villa:policies.cancellation') })).toBeVisible();
        await expect(section.getByText(language === 'th' ? /คืนเงินเต็มจำนวน/ : /full refund/)).toBeVisible();
        await expect(section.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+66812345678');
        await expect(section.locator('a[href^="https://line.me/ti/p/~"]')).toHaveAttribute('href', 'https://line.me/ti/p/~baantalay');
        await expect(section.locator('a[href^="https://www.google.com/maps/search/?api=1&query="]')).toBeVisible();
      });
      await step(page, 'README screenshot', async () => {
        await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await docShot(page, `policies-contact-${language}`, { scrollTop: false });
      });
    });
  });
}

test.describe('policies and contact without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-GB' });

  test('are in the server-rendered page', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
    await step(page, 'open / without scripts', async () => {
      await page.goto('/');
      const section = page.getByRole('region', { name: text('en', 'villa:policies.title') });
      await expect(section.getByText('14:00', { exact: true })).toBeVisible();
      await expect(section.locator('a[href^="tel:"]')).toHaveCount(1);
    });
  });
});
