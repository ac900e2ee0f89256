import { expect, type Browser, type Page, test } from '@playwright/test';
import { addDays } from '@baan-talay/pricing';
import { calendarDay, fromToday, type Lang, pickStay } from '../support/calendar';
import { fillCustomerInfo, startBooking, widget } from '../support/guest-flow';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';

// Its own nights (130-150 days out), clear of the other specs'. Holds last the e2e payment window
// (60 s), so each scenario stays short.
const stayAt = (days: number) => ({ checkIn: fromToday(days), checkOut: addDays(fromToday(days), 2) });
const locale = (lang: Lang) => (lang === 'en' ? 'en-GB' : 'th-TH');

async function freshPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: locale(lang) });
  return context.newPage();
}

async function bookNow(page: Page, lang: Lang, days: number) {
  const { checkIn, checkOut } = stayAt(days);
  await page.goto('/');
  await pickStay(page, checkIn, checkOut, lang);
  await widget(page, lang).getByRole('button', { name: text(lang, 'booking:widget.bookNow') }).click();
}

test.describe('a guest comes back to the booking they started (th, phone)', () => {
  test.use({ locale: 'th-TH', viewport: { width: 375, height: 812 } });

  test('closes the tab mid-flow and continues from the landing page on the right step', async ({ page, context }) => {
    const { checkIn, checkOut } = stayAt(130);
    const bookingId = await startBooking(page, 'th', checkIn, checkOut);
    await page.close();

    const again = await context.newPage();
    await step(again, 'th: the landing page offers to continue', async () => {
      await again.goto('/');
      const banner = again.getByRole('complementary', { name: text('th', 'common:resume.region') });
      await expect(banner).toContainText(/ทำการจองต่อ BT-[0-9A-F]+ ชำระเงินภายใน \d\d:\d\d น\./);
      await expect(again.getByRole('link', { name: /^จองต่อ BT-/ })).toBeVisible();
      await expect(await calendarDay(again, checkIn, 'th')).toHaveAccessibleName(new RegExp(text('th', 'booking:calendar.yours')));
      await docShot(again, 'continue-booking-th');
      await banner.getByRole('link', { name: text('th', 'common:resume.action') }).click();
      await expect(again).toHaveURL(new RegExp(`/booking/${bookingId}/customer-info$`));
    });
    await fillCustomerInfo(again, { lang: 'th', firstName: 'สมชาย', lastName: 'ใจดี', email: 'resume@example.com', phone: '0812345678', guests: 2 });
    await step(again, 'th: after the details, it continues on the payment step', async () => {
      await again.goto('/booking');
      await again.getByRole('complementary', { name: text('th', 'common:resume.region') }).getByRole('link', { name: text('th', 'common:resume.action') }).click();
      await expect(again).toHaveURL(new RegExp(`/booking/${bookingId}/payment$`));
    });
  });
});

test.describe('a guest cancels their hold (en)', () => {
  test.use({ locale: 'en-GB' });

  test('after confirming, its nights are free for another guest at once', async ({ page, browser }) => {
    const { checkIn, checkOut } = stayAt(136);
    await startBooking(page, 'en', checkIn, checkOut);
    await step(page, 'en: cancel the hold', async () => {
      await page.getByRole('button', { name: text('en', 'booking:cancelHold.button') }).click();
      const dialog = page.getByRole('dialog', { name: /^Cancel booking BT-/ });
      await dialog.getByRole('button', { name: text('en', 'booking:cancelHold.confirm') }).click();
      await expect(page.getByRole('heading', { name: text('en', 'booking:confirmation.titles.cancelled') })).toBeVisible();
    });
    const other = await freshPage(browser, 'en');
    await startBooking(other, 'en', checkIn, checkOut);
    await other.context().close();
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: text('en', 'common:resume.region') })).toHaveCount(0);
  });
});

test.describe('the unpaid-holds limit counts per browser (en)', () => {
  test.use({ locale: 'en-GB' });

  test('a 4th hold is refused in the browser holding 3, and made from the same address in another', async ({ page, browser }) => {
    for (const days of [140, 143, 146]) {
      await bookNow(page, 'en', days);
      await expect(page).toHaveURL(/\/customer-info$/);
    }
    await step(page, 'en: the 4th in the same browser is refused', async () => {
      await bookNow(page, 'en', 149);
      await expect(page.getByText(text('en', 'common:apiErrors.booking.tooManyUnpaidHolds', { max: 3 }))).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });
    const other = await freshPage(browser, 'en');
    await startBooking(other, 'en', ...(Object.values(stayAt(149)) as [string, string]));
    await other.context().close();
  });
});
