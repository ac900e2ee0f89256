import { expect, type Page, test } from '@playwright/test';
import { addDays } from '@baan-talay/pricing';
import { calendarDay, fromToday, type Lang, pickStay } from '../support/calendar';
import { fillCustomerInfo, startBooking, uploadSlipAndConfirm, widget } from '../support/guest-flow';
import { bookingLink, mailsTo, waitForMail } from '../support/mail';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';

const locale = (lang: Lang) => (lang === 'en' ? 'en-GB' : 'th-TH');
/** Each scenario its own nights, clear of the other specs' (14-50 and 300 days out). */
const stayAt = (days: number) => ({ checkIn: fromToday(days), checkOut: addDays(fromToday(days), 2) });
const referenceOf = async (page: Page) => (await page.getByText(/^BT-[0-9A-F]{8}$/).first().textContent())!.trim();

for (const [lang, days] of [['en', 60], ['th', 66]] as const) {
  test.describe(`a guest booking in ${lang === 'en' ? 'English' : 'Thai'}`, () => {
    test.use({ locale: locale(lang) });

    test('gets e-mails in that language whose link opens the booking on another device, and finds it again from "Manage my booking"', async ({ page, browser }) => {
      const email = `trust-${lang}@example.com`;
      const { checkIn, checkOut } = stayAt(days);
      await startBooking(page, lang, checkIn, checkOut);
      await fillCustomerInfo(page, { lang, firstName: 'Anna', lastName: 'Berg', email, phone: '0812345678', guests: 2 });

      const received = await step(page, `${lang}: the payment e-mail is in ${lang}`, async () => {
        const mail = await waitForMail(email, lang === 'en' ? 'please pay by' : 'กรุณาชำระเงินภายใน');
        expect(mail.headers.get('content-language')).toBe(lang);
        expect(mail.text).toContain(lang === 'en' ? 'Pay and upload your slip' : 'ชำระเงินและอัปโหลดสลิป');
        return mail;
      });

      const other = await browser.newContext({ locale: locale(lang) });
      const phone = await other.newPage();
      await step(phone, `${lang}: the e-mail link opens the payment step in a fresh browser`, async () => {
        await phone.goto(bookingLink(received));
        await expect(phone).toHaveURL(/\/booking\/[^/]+\/payment$/);
        await expect(phone.getByRole('heading', { name: text(lang, 'booking:payment.title'), level: 1 })).toBeVisible();
      });
      const reference = await referenceOf(phone);
      await uploadSlipAndConfirm(phone, lang, `LINK-${lang}`);
      await step(phone, `${lang}: the slip e-mail is in ${lang} too`, async () => {
        await waitForMail(email, lang === 'en' ? 'Payment slip received' : 'สลิป');
      });
      await other.close();

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
        const linkMail = await waitForMail(email, lang === 'en' ? `Your link to booking ${reference}` : `ลิงก์สำหรับการจอง ${reference}`);
        expect(bookingLink(linkMail)).toMatch(/\/confirmation\?token=/);
      });
      await step(page, `${lang}: a wrong address gets the same answer and no e-mail`, async () => {
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
        await expect(page.getByText(text(lang, 'booking:errors.createFailed'))).toHaveCount(0);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByTestId('check-in-value')).not.toContainText(/\d/);
        await expect(await calendarDay(page, checkIn, lang)).toHaveAttribute('aria-label', new RegExp(text(lang, 'booking:calendar.unavailable')));
        await page.locator('#book').scrollIntoViewIfNeeded();
        await docShot(page, `refusal-nights-taken-${lang}`, { scrollTop: false, keepToasts: true });
      });
    });
  });
}
