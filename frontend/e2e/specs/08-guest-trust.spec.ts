import { expect as baseExpect, type APIRequestContext, type Page, test } from '@playwright/test';
import { addDays } from '@baan-talay/pricing';
import { ownerToken } from '../support/admin';
import { calendarDay, fromToday, type Lang, pickStay } from '../support/calendar';
import { widget } from '../support/guest-flow';
import { bookingLink, mailsTo, waitForMail } from '../support/mail';
import { slipPng } from '../support/slip';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';

// Self-contained: its own nights (60-80 days out, clear of the other specs'), its own owner account
// when this spec runs alone. Bookings made in the browser have the e2e payment window (60 s), so
// the slow parts (e-mails, a second browser) run on bookings whose window an admin has reopened.
// The machine running the suite may be loaded: this spec waits longer than the default for pages.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const locale = (lang: Lang) => (lang === 'en' ? 'en-GB' : 'th-TH');
const stayAt = (days: number) => ({ checkIn: fromToday(days), checkOut: addDays(fromToday(days), 2) });
const subjects = {
  received: { en: 'please pay by', th: 'กรุณาชำระเงินภายใน' },
  slip: { en: 'Payment slip received', th: 'ได้รับสลิป' },
  rejected: { en: 'your payment slip was not accepted', th: 'สลิปไม่ผ่านการตรวจสอบ' },
  link: { en: 'Your link to booking', th: 'ลิงก์สำหรับการจอง' },
} as const;

/** A booking made over the API with its slip in review: the state an admin then rejects. */
async function bookingInReview(api: APIRequestContext, lang: Lang, email: string, days: number) {
  const { checkIn, checkOut } = stayAt(days);
  const created = await api.post('/api/booking', { data: { checkIn, checkOut, rooms: 3, guests: 2, language: lang } });
  expect(created.status()).toBe(201);
  const { booking, accessToken } = (await created.json()).data;
  const headers = { 'X-Booking-Token': accessToken };
  const info = { customerInfo: { firstName: 'Anna', lastName: 'Berg', email, phone: '0812345678' }, guests: 2 };
  expect((await api.patch(`/api/booking/${booking._id}/customer-info`, { headers, data: info })).status()).toBe(200);
  const slip = await slipPng('12,000.00', `API-${email}`);
  const uploaded = await api.post('/api/upload/slip', { headers, multipart: { bookingId: booking._id, slip: { name: 'slip.png', mimeType: slip.mimeType, buffer: slip.buffer } } });
  expect(uploaded.status()).toBe(201);
  const { paymentSlipUrl } = await uploaded.json();
  expect((await api.patch(`/api/booking/${booking._id}`, { headers, data: { paymentSlipUrl, status: 'in_review' } })).status()).toBe(200);
  return { id: booking._id as string, reference: booking.reference as string };
}

async function uploadNewSlip(page: Page, lang: Lang, reference: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByText(text(lang, 'booking:payment.slip.drop')).click();
  await (await chooser).setFiles(await slipPng('12,000.00', reference));
  await page.getByRole('button', { name: text(lang, 'booking:payment.slip.confirm') }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByRole('heading', { name: text(lang, 'booking:confirmation.titles.in_review'), level: 1 })).toBeVisible();
}

for (const [lang, days] of [['en', 60], ['th', 70]] as const) {
  test.describe(`a guest in ${lang === 'en' ? 'English' : 'Thai'}`, () => {
    test.use({ locale: locale(lang) });

    test('books on the site and gets the e-mails in that language, and finds the booking again from "Manage my booking"', async ({ page }) => {
      const email = `trust-${lang}@example.com`;
      const { checkIn, checkOut } = stayAt(days);
      // The shared booking steps (guest-flow.ts) wait 10 s per page; a loaded machine needs longer.
      await step(page, `${lang}: dates picked and Book now`, async () => {
        await page.goto('/');
        await expect(widget(page, lang).getByRole('button', { name: text(lang, 'booking:widget.bookNow') })).toBeVisible();
        await pickStay(page, checkIn, checkOut, lang);
        await widget(page, lang).getByRole('button', { name: text(lang, 'booking:widget.bookNow') }).click();
        await expect(page).toHaveURL(/\/booking\/[^/]+\/customer-info$/);
        await expect(page.getByRole('heading', { name: text(lang, 'booking:customer.title'), level: 1 })).toBeVisible();
      });
      await step(page, `${lang}: customer information`, async () => {
        await page.getByLabel(text(lang, 'booking:customer.firstName')).fill('Anna');
        await page.getByLabel(text(lang, 'booking:customer.lastName')).fill('Berg');
        await page.getByLabel(text(lang, 'booking:customer.email')).fill(email);
        await page.getByLabel(text(lang, 'booking:customer.phone')).fill('0812345678');
        await page.getByRole('button', { name: text(lang, 'booking:customer.submit') }).click();
        await expect(page).toHaveURL(/\/payment$/);
      });
      const reference = (await page.getByText(/^BT-[0-9A-F]{8}$/).first().textContent())!.trim();
      await step(page, `${lang}: the payment e-mail is in ${lang}, with a button to the booking`, async () => {
        const received = await waitForMail(email, subjects.received[lang]);
        expect(received.headers.get('content-language')).toBe(lang);
        expect(received.text).toContain(lang === 'en' ? 'Pay and upload your slip' : 'ชำระเงินและอัปโหลดสลิป');
        expect(bookingLink(received)).toMatch(/\/payment\?token=/);
      });

      await step(page, `${lang}: "Manage my booking" e-mails the link`, async () => {
        await page.goto('/');
        await page.getByRole('link', { name: text(lang, 'common:footer.manageBooking') }).click();
        await expect(page).toHaveURL(/\/booking\/find$/);
        await expect(page.getByRole('heading', { name: text(lang, 'booking:find.title'), level: 1 })).toBeVisible();
        await page.getByLabel(text(lang, 'booking:find.reference')).fill(reference);
        await page.getByLabel(text(lang, 'booking:find.email')).fill(email);
        await docShot(page, `manage-booking-${lang}`);
        await page.getByRole('button', { name: text(lang, 'booking:find.submit') }).click();
        await expect(page.getByText(text(lang, 'booking:find.sentTitle'))).toBeVisible();
        const linkMail = await waitForMail(email, `${subjects.link[lang]} ${reference}`);
        // The browser tests' payment window is short: by now the booking may have expired.
        expect(bookingLink(linkMail)).toMatch(/\/(payment|confirmation)\?token=/);
      });
      await step(page, `${lang}: an address that does not match gets the same answer and no e-mail`, async () => {
        await page.getByRole('button', { name: text(lang, 'booking:find.again') }).click();
        await page.getByLabel(text(lang, 'booking:find.reference')).fill(reference);
        await page.getByLabel(text(lang, 'booking:find.email')).fill(`nobody-${lang}@example.com`);
        await page.getByRole('button', { name: text(lang, 'booking:find.submit') }).click();
        await expect(page.getByText(text(lang, 'booking:find.sentTitle'))).toBeVisible();
        expect(await mailsTo(`nobody-${lang}@example.com`)).toHaveLength(0);
      });
    });

    test('racing another guest for the same nights is told so in that language and sees the calendar as it now is', async ({ page, request }) => {
      const { checkIn, checkOut } = stayAt(days + 4);
      await step(page, `${lang}: dates picked`, async () => {
        await page.goto('/');
        await pickStay(page, checkIn, checkOut, lang);
        await expect(widget(page, lang).getByText(text(lang, 'booking:breakdown.title'))).toBeVisible();
      });
      await step(page, `${lang}: someone else books the same nights first`, async () => {
        const other = await request.post('/api/booking', { data: { checkIn, checkOut, rooms: 3, guests: 2, language: 'en' } });
        expect(other.status()).toBe(201);
      });
      await step(page, `${lang}: Book now is refused in ${lang}`, async () => {
        await widget(page, lang).getByRole('button', { name: text(lang, 'booking:widget.bookNow') }).click();
        await expect(page.getByText(text(lang, 'common:apiErrors.booking.nightsTaken'))).toBeVisible();
        await docShot(page, `refusal-nights-taken-${lang}`, { scrollTop: false, keepToasts: true });
        await expect(page.getByText(text(lang, 'booking:errors.createFailed'))).toHaveCount(0);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByTestId('check-in-value')).not.toContainText(/\d/);
        await expect(await calendarDay(page, checkIn, lang)).toHaveAttribute('aria-label', new RegExp(text(lang, 'booking:calendar.unavailable')));
      });
    });

    test("a rejected slip e-mails the reason and a link that opens the booking in a fresh browser, where a new slip is sent and replaced", async ({ browser, request }) => {
      const email = `rejected-${lang}@example.com`;
      const booking = await bookingInReview(request, lang, email, days + 8);
      const token = await ownerToken(request);
      const reason = lang === 'en' ? 'The amount is 500 baht short' : 'ยอดเงินขาดไป 500 บาท';
      const rejected = await request.patch(`/api/admin/bookings/${booking.id}/status`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { status: 'pending_payment', reason, paymentWindowMinutes: 30 },
      });
      expect(rejected.status()).toBe(200);
      const mail = await waitForMail(email, subjects.rejected[lang]);
      expect(mail.text).toContain(reason);
      expect(mail.headers.get('content-language')).toBe(lang);

      const context = await browser.newContext({ locale: locale(lang) });
      const page = await context.newPage();
      await step(page, `${lang}: the e-mail's link opens the payment step on a device that never saw the booking`, async () => {
        await page.goto(bookingLink(mail));
        await expect(page).toHaveURL(/\/booking\/[^/]+\/payment$/);
        await expect(page.getByRole('heading', { name: text(lang, 'booking:payment.title'), level: 1 })).toBeVisible();
      });
      await step(page, `${lang}: a new slip is sent from there`, async () => {
        await uploadNewSlip(page, lang, `NEW-${lang}`);
        const slipMail = await waitForMail(email, subjects.slip[lang]);
        expect(slipMail.headers.get('content-language')).toBe(lang);
      });
      await step(page, `${lang}: the slip in review is replaced`, async () => {
        await page.getByRole('button', { name: text(lang, 'booking:review.replace') }).click();
        await expect(page).toHaveURL(/\/payment$/);
        await uploadNewSlip(page, lang, `REPLACED-${lang}`);
      });
      await context.close();
    });
  });
}

test.describe('the confirmation page', () => {
  test('is headed by what the booking is', async ({ page, request }) => {
    const booking = await bookingInReview(request, 'en', 'headings@example.com', 90);
    const token = await ownerToken(request);
    const admin = { Authorization: `Bearer ${token}` };
    const link = async () => {
      await expect.poll(async () => (await mailsTo('headings@example.com')).length).toBeGreaterThan(0);
      return bookingLink((await mailsTo('headings@example.com'))[0]).replace(/\/payment\?/, '/confirmation?');
    };
    const url = await link();
    const heading = (status: string) => page.getByRole('heading', { name: text('en', `booking:confirmation.titles.${status}`), level: 1 });
    await page.goto(url);
    await expect(heading('in_review')).toBeVisible();
    expect((await request.patch(`/api/admin/bookings/${booking.id}/status`, { headers: admin, data: { status: 'pending_payment', reason: 'The amount is short', paymentWindowMinutes: 30 } })).status()).toBe(200);
    await page.reload();
    await expect(heading('pending_payment')).toBeVisible();
    expect((await request.patch(`/api/admin/bookings/${booking.id}/status`, { headers: admin, data: { status: 'confirmed' } })).status()).toBe(200);
    await page.reload();
    await expect(heading('confirmed')).toBeVisible();
    await expect(page.getByRole('button', { name: /Download receipt/ })).toBeVisible();
    expect((await request.patch(`/api/admin/bookings/${booking.id}/status`, { headers: admin, data: { status: 'cancelled' } })).status()).toBe(200);
    await page.reload();
    await expect(heading('cancelled')).toBeVisible();
  });
});

for (const lang of ['th', 'en'] as const) {
  test.describe(`a link to the site shared in ${lang}`, () => {
    test.use({ locale: locale(lang) });

    test('shows the villa: Open Graph and Twitter card tags and a meta description in the page language', async ({ page }) => {
      await page.goto('/');
      await expect(widget(page, lang)).toBeVisible();
      // The villa's own title (issue 31), the site's name beside it.
      const villa = (await (await page.request.get('/api/villa')).json()) as { title: Record<typeof lang, string> };
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', villa.title[lang]);
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', lang === 'en' ? 'Baan Talay' : 'บ้านทะเล');
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', lang === 'en' ? 'en_US' : 'th_TH');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toBeTruthy();
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
      if (lang === 'th') expect(description).toMatch(/[\u0E00-\u0E7F]/);
    });
  });
}
