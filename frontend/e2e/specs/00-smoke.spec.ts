import { expect, test } from '@playwright/test';
import { step } from '../support/steps';
import { text } from '../support/texts';

test('the product answers healthy and serves the SPA', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  await step(page, 'landing page', async () => {
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
  });
  // The suite starts on a fresh install: no way to pay yet (01-admin-onboarding enters them).
  await step(page, 'a fresh install is not open for bookings', async () => {
    const title = new RegExp(`${text('en', 'booking:widget.notOpenTitle')}|${text('th', 'booking:widget.notOpenTitle')}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const refused = await request.post('/api/booking', { data: { checkIn: '2099-01-01', checkOut: '2099-01-03' } });
    expect({ status: refused.status(), code: (await refused.json()).code }).toEqual({ status: 409, code: 'booking.notOpen' });
  });
});
