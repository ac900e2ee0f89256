import { expect, test } from '@playwright/test';
import { adminText, HELPER, openMenu, OWNER, register } from '../support/admin';
import { docShot, step } from '../support/steps';

test.describe('admin onboarding', () => {
  test.use({ locale: 'en-GB' });

  test('the first account becomes the admin, sees what is left to set up and enters the ways to pay', async ({ page }) => {
    const checklist = page.getByRole('list', { name: adminText('setup.title') });
    await step(page, 'register the first account', async () => {
      await register(page, OWNER);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: adminText('dashboard.title') })).toBeVisible();
      await expect(checklist.getByText(adminText('setup.steps.payment'))).toBeVisible();
      await docShot(page, 'setup-checklist-en');
    });
    await step(page, 'add the bank account guests transfer to', async () => {
      await openMenu(page, 'bank');
      await page.getByRole('button', { name: adminText('bank.add') }).click();
      const dialog = page.getByRole('dialog', { name: adminText('bank.addTitle') });
      await dialog.getByLabel(adminText('bank.bankName')).fill('Kasikorn Bank');
      await dialog.getByLabel(adminText('bank.accountNumber')).fill('123-4-56789-0');
      await dialog.getByLabel(adminText('bank.accountName')).fill('Baan Talay Co., Ltd.');
      await dialog.getByRole('button', { name: adminText('common.save') }).click();
      await expect(page.getByText(adminText('bank.saved'))).toBeVisible();
    });
    await step(page, 'set the PromptPay id so guests get a QR code', async () => {
      await openMenu(page, 'villa');
      await page.getByRole('tab', { name: adminText('villa.tabs.payment') }).click();
      await page.getByLabel(adminText('payment.promptPayId')).fill('0812345678');
      await page.getByRole('button', { name: adminText('common.save'), exact: true }).click();
      await expect(page.getByText(adminText('villa.saved'))).toBeVisible();
    });
    await step(page, 'the dashboard no longer shows the checklist', async () => {
      await openMenu(page, 'dashboard');
      await expect(page.getByRole('heading', { name: adminText('dashboard.title') })).toBeVisible();
      await expect(checklist).toHaveCount(0);
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
