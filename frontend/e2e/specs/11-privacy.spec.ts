import { expect, test } from '@playwright/test';
import { step } from '../support/steps';
import { text } from '../support/texts';

test.describe('the privacy notice', () => {
  test.use({ locale: 'en-GB' });

  test('is linked from the footer and says how long personal data is kept', async ({ page }) => {
    await step(page, 'landing page footer', async () => {
      await page.goto('/');
      // The landing page grows below the fold as its sections load: follow the link by keyboard.
      const link = page.getByRole('contentinfo').getByRole('link', { name: text('en', 'common:privacy.link') });
      await link.focus();
      await page.keyboard.press('Enter');
    });
    await step(page, 'the notice', async () => {
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1, name: text('en', 'common:privacy.title') })).toBeVisible();
      await expect(page.getByText(/Two years after your check-out/)).toBeVisible();
    });
  });
});
