import { expect, test } from '@playwright/test';
import { adminText, HELPER, openMenu, OWNER, register } from '../support/admin';
import { step } from '../support/steps';

test.describe('admin onboarding', () => {
  test.use({ locale: 'en-GB' });

  test('the first account becomes the admin and turns on PromptPay', async ({ page }) => {
    await step(page, 'register the first account', async () => {
      await register(page, OWNER);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: adminText('dashboard.title') })).toBeVisible();
    });
    await step(page, 'set the PromptPay id so guests get a QR code', async () => {
      await openMenu(page, 'villa');
      await page.getByRole('tab', { name: adminText('villa.tabs.payment') }).click();
      await page.getByLabel(adminText('payment.promptPayId')).fill('0812345678');
      await page.getByRole('button', { name: adminText('common.save') }).click();
      await expect(page.getByText(adminText('villa.saved'))).toBeVisible();
    });
  });

  test('a second registration waits for approval', async ({ page }) => {
    await step(page, 'register a second account', async () => {
      await register(page, HELPER);
      await expect(page.getByText(adminText('register.pendingTitle'))).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/register$/);
    });
    await step(page, 'it cannot log in yet', async () => {
      await page.goto('/admin/login');
      await page.getByLabel(adminText('fields.email')).fill(HELPER.email);
      await page.getByLabel(adminText('fields.password')).fill(HELPER.password);
      await page.getByRole('button', { name: adminText('login.submit') }).click();
      await expect(page.getByRole('heading', { name: adminText('dashboard.title') })).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  });
});
