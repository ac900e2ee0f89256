import { expect, test } from '@playwright/test';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';

test.describe('preferences, routing and small screens', () => {
  test.use({ locale: 'th-TH' });

  test('theme and language survive a reload', async ({ page }) => {
    await step(page, 'landing in Thai, light by default', async () => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: text('th', 'booking:widget.bookNow') })).toBeVisible();
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      await docShot(page, 'landing-th-light');
    });
    await step(page, 'switch to English and dark', async () => {
      await page.getByRole('button', { name: 'English (EN)' }).click();
      await page.getByRole('button', { name: text('en', 'header.switchToDark') }).click();
      await expect(page.getByRole('button', { name: text('en', 'header.switchToLight') })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/dark/);
    });
    await step(page, 'still English and dark after a reload', async () => {
      await page.reload();
      const widget = page.getByRole('region', { name: text('en', 'booking:widget.title') });
      await expect(widget.getByRole('button', { name: text('en', 'booking:widget.bookNow') })).toBeVisible();
      await expect(page.getByRole('button', { name: text('en', 'header.switchToLight') })).toBeVisible();
      await expect(page.getByRole('button', { name: 'English (EN)' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('html')).toHaveClass(/dark/);
      await docShot(page, 'landing-en-dark');
    });
  });

  test('an unknown path lands on the main page', async ({ page }) => {
    await step(page, 'open a path that does not exist', async () => {
      await page.goto('/no/such/page?x=1');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: text('th', 'booking:widget.bookNow') })).toBeVisible();
    });
  });

  test('the landing page and booking widget work at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await step(page, 'landing at 375 px', async () => {
      await page.goto('/');
      const widget = page.getByRole('region', { name: text('th', 'booking:widget.title') });
      await widget.scrollIntoViewIfNeeded();
      await expect(widget.getByRole('button', { name: text('th', 'booking:widget.bookNow') })).toBeInViewport();
      // Nothing is wider than the screen: no sideways scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await widget.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    });
    await step(page, 'header controls fit', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const name of ['English (EN)', text('th', 'header.switchToDark')]) {
        const box = await page.getByRole('button', { name }).boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
      await docShot(page, 'landing-375px', { fullPage: true });
    });
  });
});
