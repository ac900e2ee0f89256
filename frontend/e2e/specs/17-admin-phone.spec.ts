import { expect as baseExpect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import { addDays } from '@baan-talay/pricing';
import { OWNER, ownerToken } from '../support/admin';
import { fromToday } from '../support/calendar';
import { slipPng } from '../support/slip';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';

// Self-contained: its own nights (330-340 days out, clear of the other specs'; E2E_ADMIN_PHONE_DAYS moves
// them when the spec is run again on the same product), its own owner when run alone.
const DAYS = Number(process.env.E2E_ADMIN_PHONE_DAYS ?? 330);
// The machine running the suite may be loaded: pages get longer than the default to appear.
const expect = baseExpect.configure({ timeout: 30_000 });
const th = (id: string, params: Record<string, string | number> = {}) => text('th', `admin:${id}`, params);
const PHONE = { width: 390, height: 844 };

/** A guest's booking with its slip in review: the status with the most actions in its row. */
async function bookingInReview(api: APIRequestContext, days: number): Promise<string> {
  const checkIn = fromToday(days);
  const created = await api.post('/api/booking', { data: { checkIn, checkOut: addDays(checkIn, 2), rooms: 3, guests: 2, language: 'th' } });
  expect(created.status()).toBe(201);
  const { booking, accessToken } = (await created.json()).data;
  const headers = { 'X-Booking-Token': accessToken };
  const info = { customerInfo: { firstName: 'สมหญิง', lastName: 'รักทะเลมากมาย', email: 'somying.raktalay@example.com', phone: '0812345678' }, guests: 2 };
  expect((await api.patch(`/api/booking/${booking._id}/customer-info`, { headers, data: info })).status()).toBe(200);
  const slip = await slipPng('36,000.00', booking.reference);
  const uploaded = await api.post('/api/upload/slip', { headers, multipart: { bookingId: booking._id, slip: { name: 'slip.png', mimeType: slip.mimeType, buffer: slip.buffer } } });
  expect(uploaded.status()).toBe(201);
  const { paymentSlipUrl } = await uploaded.json();
  expect((await api.patch(`/api/booking/${booking._id}`, { headers, data: { paymentSlipUrl, status: 'in_review' } })).status()).toBe(200);
  return booking.reference;
}

async function logInThai(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(th('fields.email')).fill(OWNER.email);
  await page.getByLabel(th('fields.password')).fill(OWNER.password);
  await page.getByRole('button', { name: th('login.submit') }).click();
  await expect(page.getByRole('heading', { name: th('dashboard.title') })).toBeVisible();
}

/** The page never scrolls sideways: whatever is wide scrolls inside its own box. */
async function expectNoSideScroll(page: Page, where = ''): Promise<void> {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: `px the page is wider than the screen ${where}` }).toBeLessThanOrEqual(0);
}

/**
 * The element lies wholly inside the screen's width (toBeInViewport also passes when partly cut),
 * once it has stopped moving (a drawer slides in).
 */
async function expectWithinWidth(element: Locator, width = PHONE.width): Promise<void> {
  await expect(element).toBeVisible();
  const sides = async () => {
    const box = (await element.boundingBox())!;
    return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
  };
  await expect.poll(async () => {
    const { left, right } = await sides();
    return left >= 0 && right <= width;
  }, { message: `inside 0-${width} px` }).toBe(true);
}

async function openMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: th('layout.navigation') }).click();
  const nav = page.getByRole('navigation', { name: th('layout.navigation') });
  await expectWithinWidth(nav);
  await expectNoSideScroll(page);
  await nav.getByRole('link', { name: th(item) }).click();
  await expect(nav).toBeHidden();
}

test.describe('the admin on a phone, in Thai', () => {
  test.use({ locale: 'th-TH', viewport: PHONE });

  test('every admin page fits 390 px, with its key columns and actions in view', async ({ page, request }) => {
    await ownerToken(request);
    const reference = await bookingInReview(request, DAYS);
    const helper = `phone-helper-${Date.now()}@baantalay.example`;
    expect((await request.post('/api/admin/auth/register', { data: { name: 'ช่วยงาน', email: helper, password: 'front-desk-2026' } })).status()).toBe(201);

    await step(page, 'dashboard: the header keeps to one line, the menu is a button', async () => {
      await logInThai(page);
      await expectNoSideScroll(page);
      const header = page.locator('header.ant-layout-header');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
      await expectWithinWidth(page.getByRole('button', { name: th('layout.logout') }));
    });

    await step(page, 'bookings: a card per booking, its actions in view', async () => {
      await openMenuItem(page, 'menu.bookings');
      await expectWithinWidth(page.getByRole('searchbox', { name: th('bookings.search') }));
      const card = page.getByRole('listitem').filter({ hasText: reference });
      await expectWithinWidth(card);
      await expectWithinWidth(card.getByRole('button', { name: `${th('bookings.details')} ${reference}` }));
      await expectWithinWidth(card.getByRole('button', { name: `${th('actions.confirm')} ${reference}` }));
      await expectNoSideScroll(page);
      await docShot(page, 'admin-phone-th');
    });

    await step(page, 'new booking: the stay picker shows one whole month, Sunday to Saturday', async () => {
      await page.getByRole('button', { name: th('create.new') }).click();
      const modal = page.getByRole('dialog', { name: th('create.title') });
      await expect(modal).toBeVisible();
      await modal.getByPlaceholder(th('bookings.checkIn')).click();
      const popup = page.locator('.ant-picker-dropdown:visible');
      await expect(popup.locator('.ant-picker-panel:visible')).toHaveCount(1);
      await expectWithinWidth(popup.locator('.ant-picker-panel:visible'));
      await expectWithinWidth(popup.locator('.ant-picker-panel:visible .ant-picker-content th').last());
      await expectWithinWidth(popup.locator('.ant-picker-header-next-btn:visible'));
      await expectNoSideScroll(page);
      await page.keyboard.press('Escape');
      await modal.getByRole('button', { name: th('common.close') }).click();
      await expect(modal).toBeHidden();
    });

    await step(page, 'calendar view', async () => {
      await page.getByText(th('bookings.calendarView'), { exact: true }).click();
      await expect(page.getByRole('button', { name: th('create.new') })).toBeVisible();
      await expectNoSideScroll(page);
    });

    await step(page, 'users: who and the actions for them', async () => {
      await openMenuItem(page, 'menu.users');
      const row = page.getByRole('row').filter({ hasText: helper });
      await expectWithinWidth(row.getByText(helper));
      await expectWithinWidth(row.getByRole('button', { name: `${th('users.approve')} ${helper}` }));
      await expectWithinWidth(row.getByRole('button', { name: `${th('users.reject')} ${helper}` }));
      await expectNoSideScroll(page);
    });

    await step(page, 'audit: what happened, in view', async () => {
      await openMenuItem(page, 'menu.audit');
      await expectWithinWidth(page.getByRole('columnheader', { name: th('audit.what') }));
      await expectWithinWidth(page.getByText(th('audit.events.SlipAttached')).first());
      await expectNoSideScroll(page);
    });

    await step(page, 'villa settings, every tab', async () => {
      await openMenuItem(page, 'menu.villa');
      for (const tab of ['texts', 'policies', 'pricing', 'payment', 'seasons', 'calendars', 'images', 'rooms', 'amenities']) {
        await page.goto(`/admin/villa?tab=${tab}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoSideScroll(page, `on the ${tab} tab`);
      }
    });

    await step(page, 'bank accounts, reports and the password page', async () => {
      for (const [item, title] of [['menu.bank', 'bank.title'], ['menuMore.reports', 'reports.title']]) {
        await openMenuItem(page, item);
        await expect(page.getByRole('heading', { name: th(title), level: 2 })).toBeVisible();
        await expectNoSideScroll(page, `on ${item}`);
      }
      await page.getByRole('link', { name: th('password.title') }).click();
      await expect(page.getByLabel(th('password.current'))).toBeVisible();
      await expectNoSideScroll(page, 'on the password page');
    });
  });
});

test.describe('the bookings list at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const [lang, locale] of [['th', 'th-TH'], ['en', 'en-GB']] as const) {
    test(`${lang}: the fixed Actions column covers no other column`, async ({ browser, request }) => {
      await ownerToken(request);
      const reference = await bookingInReview(request, DAYS + (lang === 'th' ? 3 : 6));
      const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto('/admin/login');
      await page.getByLabel(text(lang, 'admin:fields.email')).fill(OWNER.email);
      await page.getByLabel(text(lang, 'admin:fields.password')).fill(OWNER.password);
      await page.getByRole('button', { name: text(lang, 'admin:login.submit') }).click();
      await expect(page.getByRole('heading', { name: text(lang, 'admin:dashboard.title') })).toBeVisible();
      await page.goto('/admin/bookings');

      await step(page, 'actions beside total, status and created, not over them', async () => {
        const row = page.getByRole('row').filter({ hasText: reference });
        await expect(row.getByRole('button', { name: `${text(lang, 'admin:actions.cancel')} ${reference}` })).toBeVisible();
        const cells = row.getByRole('cell');
        const [total, status, created, actions] = await Promise.all([5, 6, 7, 8].map(async (index) => (await cells.nth(index).boundingBox())!));
        for (const covered of [total, status, created]) expect(covered.x + covered.width).toBeLessThanOrEqual(actions.x + 1);
        // Nothing in those cells is cut: the figure reads whole ("฿36,000", not "฿36,0").
        const cut = await Promise.all([5, 6, 7].map((index) => cells.nth(index).evaluate((cell) => cell.scrollWidth > cell.clientWidth)));
        expect(cut).toEqual([false, false, false]);
        const table = page.locator('.ant-table-content, .ant-table-body').first();
        expect(await table.evaluate((box) => [box.scrollWidth - box.clientWidth, box.clientWidth])).toEqual([0, expect.any(Number)]);
        if (lang === 'th') await docShot(page, 'admin-bookings-1440');
      });
      await context.close();
    });
  }
});
