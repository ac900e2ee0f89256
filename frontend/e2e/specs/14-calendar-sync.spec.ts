import { expect as baseExpect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { adminText, logIn, nightsOf, openMenu, ownerToken } from '../support/admin';
import { step } from '../support/steps';

// The owner imports an Airbnb calendar: the backend's own Airbnb-style fixture, served by a small
// HTTP server on 127.0.0.1 (the product under test runs with ICAL_ALLOW_PRIVATE=true, as the
// backend's import tests do). Its stays are in March 2030, far from every other scenario's nights.
const expect = baseExpect.configure({ timeout: 60_000 });
const AIRBNB_ICS = readFileSync(join(__dirname, '../../../backend/test/availability/fixtures/airbnb.ics'), 'utf8');

test.describe('calendar sync with other channels', () => {
  test.use({ locale: 'en-GB', actionTimeout: 60_000, navigationTimeout: 90_000, permissions: ['clipboard-read', 'clipboard-write'] });
  test.slow();

  let server: Server;
  let feedUrl: string;
  test.beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/airbnb.ics') return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(AIRBNB_ICS);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('the owner imports an Airbnb calendar, syncs it now and sees its nights; copies and renews the export address', async ({ page, request }) => {
    await ownerToken(request);

    await logIn(page);
    await step(page, 'the owner opens calendar sync in the villa settings', async () => {
      await openMenu(page, 'villa');
      await page.getByRole('tab', { name: adminText('calendarSync.title') }).click();
      await expect(page.getByText(adminText('calendarSync.none'))).toBeVisible();
    });

    await step(page, 'an address that is no web address is refused on its field', async () => {
      await page.getByLabel(adminText('calendarSync.name'), { exact: true }).fill('Airbnb');
      await page.getByLabel(adminText('calendarSync.url')).fill('ftp://example.com/calendar.ics');
      await page.getByRole('button', { name: adminText('calendarSync.add') }).click();
      await expect(page.getByText(adminText('calendarSync.urlInvalid'))).toBeVisible();
    });

    const calendar = page.getByRole('region', { name: 'Airbnb' });
    await step(page, 'the Airbnb calendar is added and synced now', async () => {
      await page.getByLabel(adminText('calendarSync.url')).fill(feedUrl);
      await page.getByRole('button', { name: adminText('calendarSync.add') }).click();
      await expect(calendar).toBeVisible();
      // Synced as soon as it is added: no waiting for "Sync now" or the schedule.
      await expect(page.getByText(adminText('calendarSync.addedSynced', { name: 'Airbnb', imported: 2, conflicts: adminText('calendarSync.conflicts', { count: 0 }) }))).toBeVisible();
      await expect(calendar.getByText(/^Last synced .+ \(Bangkok time\)/)).toBeVisible();
      await expect(calendar.getByText(adminText('calendarSync.stays', { count: 2 }))).toBeVisible();
      // Syncing again finds nothing new.
      await calendar.getByRole('button', { name: adminText('calendarSync.syncNow') }).click();
      await expect(calendar.getByText(adminText('calendarSync.result', { imported: 0, withdrawn: 0, conflicts: adminText('calendarSync.conflicts', { count: 0 }), unchanged: 2 }))).toBeVisible();
    });

    await step(page, 'its nights show in the admin calendar as stays from Airbnb', async () => {
      // The calendar view opened on March 2030 by its address (the month lives in the URL).
      await page.goto('/admin/bookings?view=calendar&month=2030-03');
      await expect(page.getByRole('heading', { name: adminText('bookings.title') })).toBeVisible();
      const airbnb = page.getByRole('button', { name: /^Airbnb, / });
      await expect(airbnb.first()).toBeVisible();
      const nights = await nightsOf(airbnb);
      for (const night of ['2030-03-08', '2030-03-11', '2030-03-28']) expect(nights).toContain(night);
      expect(nights).not.toContain('2030-03-12');
    });

    await step(page, 'the export address is copied, then renewed: the old one stops working', async () => {
      await openMenu(page, 'villa');
      await page.getByRole('tab', { name: adminText('calendarSync.title') }).click();
      const address = page.getByLabel(adminText('calendarSync.exportUrl'), { exact: true });
      await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
      const old = await address.inputValue();
      await page.getByRole('button', { name: `${adminText('calendarSync.copy')}: ${adminText('calendarSync.exportUrl')}`, exact: true }).click();
      await expect(page.getByText(adminText('calendarSync.copied'))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old);
      expect((await request.get(old)).status()).toBe(200);

      await page.getByRole('button', { name: adminText('calendarSync.rotate') }).click();
      await expect(page.getByText(adminText('calendarSync.rotateConfirm'))).toBeVisible();
      await page.getByRole('tooltip').getByRole('button', { name: adminText('calendarSync.rotate') }).click();
      await expect(address).not.toHaveValue(old);
      expect((await request.get(old)).status()).toBe(404);
      expect((await request.get(await address.inputValue())).status()).toBe(200);
    });
  });
});
