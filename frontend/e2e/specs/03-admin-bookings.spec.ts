import { expect, test } from '@playwright/test';
import { adminText, HELPER, logIn, openMenu, OWNER, statistic } from '../support/admin';
import { pickStay } from '../support/calendar';
import { widget } from '../support/guest-flow';
import { docShot, step } from '../support/steps';
import { STAYS } from '../support/stays';
import { text } from '../support/texts';

test.describe('the admin at work', () => {
  test.use({ locale: 'en-GB' });

  test('sees the booking, opens its slip and history, confirms it, and the stats change', async ({ page }) => {
    await logIn(page);
    const before = await step(page, 'dashboard before', async () => {
      await expect(page.getByText(adminText('dashboard.recentBookings'))).toBeVisible();
      await expect.poll(() => statistic(page, adminText('dashboard.inReview'))).toBeGreaterThanOrEqual(1);
      return {
        inReview: await statistic(page, adminText('dashboard.inReview')),
        revenue: await statistic(page, adminText('dashboard.totalRevenue')),
      };
    });

    const row = page.getByRole('row').filter({ hasText: 'Emma Wilson' });
    const reference = await step(page, 'the English guest’s booking is in the list, in review', async () => {
      await openMenu(page, 'bookings');
      await expect(row).toBeVisible();
      await expect(row.getByText(adminText('status.in_review'))).toBeVisible();
      const label = await row.getByRole('button', { name: new RegExp(`^${adminText('bookings.details')} `) }).getAttribute('aria-label');
      return label!.slice(adminText('bookings.details').length + 1);
    });

    const drawer = page.getByRole('dialog').filter({ hasText: adminText('drawer.title', { reference }) });
    await step(page, 'open the booking: slip and audit trail', async () => {
      await row.getByRole('button', { name: `${adminText('bookings.details')} ${reference}` }).click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText('emma@example.com').first()).toBeVisible();
      await expect(drawer.getByRole('img', { name: adminText('slip.title') })).toBeVisible();
      for (const event of ['BookingCreated', 'CustomerInfoAdded', 'SlipAttached']) {
        await expect(drawer.getByText(adminText(`audit.events.${event}`)).first()).toBeVisible();
      }
      await docShot(page, 'admin-bookings-drawer');
    });

    await step(page, 'confirm it', async () => {
      await drawer.getByRole('button', { name: `${adminText('actions.confirm')} ${reference}` }).click();
      await page.getByRole('tooltip').getByRole('button', { name: adminText('actions.confirm') }).click();
      await expect(page.getByText(adminText('actions.confirmDone', { reference }))).toBeVisible();
      await expect(drawer.getByText(adminText('audit.events.BookingConfirmed')).first()).toBeVisible();
      await expect(drawer.getByText(new RegExp(`${OWNER.email}|${OWNER.name}`)).first()).toBeVisible();
    });

    await step(page, 'the dashboard stats changed', async () => {
      await drawer.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(drawer).toBeHidden();
      await openMenu(page, 'dashboard');
      await expect.poll(() => statistic(page, adminText('dashboard.inReview'))).toBe(before.inReview - 1);
      await expect.poll(() => statistic(page, adminText('dashboard.totalRevenue'))).toBeGreaterThan(before.revenue);
      await docShot(page, 'admin-dashboard', { fullPage: true });
    });
  });

  test('changes the weekend price and the landing widget shows it', async ({ page, context }) => {
    await logIn(page);
    await step(page, 'set the weekend price to 7,500', async () => {
      await openMenu(page, 'villa');
      await page.getByRole('tab', { name: adminText('villa.tabs.pricing') }).click();
      await page.getByLabel(adminText('villa.fields.weekendPrice'), { exact: true }).fill('7500');
      await page.getByRole('button', { name: adminText('common.save') }).click();
      await expect(page.getByText(adminText('villa.saved'))).toBeVisible();
    });
    const landing = await context.newPage();
    await step(landing, 'a Friday night on the landing page costs 7,500', async () => {
      await landing.goto('/');
      const { checkIn, checkOut } = STAYS.weekendProbe();
      await pickStay(landing, checkIn, checkOut, 'en');
      await expect(widget(landing, 'en').getByText(text('en', 'booking:breakdown.weekendNights', { count: 1, price: '฿7,500' }))).toBeVisible();
    });
  });

  test('deletes a bank account only after the confirmation prompt', async ({ page }) => {
    await logIn(page);
    await openMenu(page, 'bank');
    const row = page.getByRole('row').filter({ hasText: '123-4-56789-0' });
    await step(page, 'cancelling the prompt keeps the account', async () => {
      await row.getByRole('button', { name: /^Delete / }).click();
      await expect(page.getByText(adminText('bank.deleteConfirm'))).toBeVisible();
      await page.getByRole('tooltip').getByRole('button', { name: adminText('common.close') }).click();
      await expect(row).toBeVisible();
    });
    await step(page, 'confirming deletes it', async () => {
      await row.getByRole('button', { name: /^Delete / }).click();
      await page.getByRole('tooltip').getByRole('button', { name: adminText('common.delete') }).click();
      await expect(page.getByText(adminText('bank.deleted'))).toBeVisible();
      await expect(row).toHaveCount(0);
    });
  });

  test('sees the second registration waiting for approval', async ({ page }) => {
    await logIn(page);
    await step(page, 'users page', async () => {
      await openMenu(page, 'users');
      const row = page.getByRole('row').filter({ hasText: HELPER.email });
      await expect(row.getByText(adminText('users.statuses.pending'))).toBeVisible();
      await expect(row.getByRole('button', { name: new RegExp(adminText('users.approve')) })).toBeVisible();
    });
  });
});
