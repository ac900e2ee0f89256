import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Page, test } from '@playwright/test';

const counters = new WeakMap<object, number>();

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/**
 * A named test step that leaves a full-page screenshot behind (test-output/e2e/results/<test>/NN-<step>.png),
 * so every run documents what a person would have seen at each step.
 */
export async function step<T>(page: Page, title: string, body: () => Promise<T>): Promise<T> {
  return test.step(title, async () => {
    const result = await body();
    const info = test.info();
    const index = (counters.get(info) ?? 0) + 1;
    counters.set(info, index);
    const path = info.outputPath(`${String(index).padStart(2, '0')}-${slug(title)}.png`);
    await page.screenshot({ path, fullPage: true });
    return result;
  });
}

/**
 * Screenshots meant for the README: kept under test-output/e2e/docs, copied to docs/screenshots on
 * request. Toasts are closed and the page scrolled to the top first, so the picture shows the page.
 */
export async function docShot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; scrollTop?: boolean; keepToasts?: boolean } = {},
): Promise<void> {
  const dir = join(__dirname, '../../../test-output/e2e/docs');
  mkdirSync(dir, { recursive: true });
  if (!options.keepToasts) await closeToasts(page);
  if (options.scrollTop ?? true) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: options.fullPage ?? false });
}

async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click().catch(() => undefined);
  await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 3000 }).catch(() => undefined);
}
