import { expect, test } from '@playwright/test';
import { step } from '../support/steps';

test('the product answers healthy and serves the SPA', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  await step(page, 'landing page', async () => {
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
  });
});
