import { addDays } from '@baan-talay/pricing';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminText, ownerToken } from '../support/admin';
import { fromToday, type Lang } from '../support/calendar';
import { fillCustomerInfo, startBooking, uploadSlipAndConfirm } from '../support/guest-flow';
import { bookingLink, waitForMail } from '../support/mail';
import { slipPng } from '../support/slip';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';

/** Issue 30: a 30 % deposit by PromptPay slip, the owner accepts it, the balance paid from the e-mail's link. */
const GUESTS: { lang: Lang; firstName: string; lastName: string; email: string; phone: string; days: number }[] = [
  { lang: 'th', firstName: 'วิไล', lastName: 'สุขใจ', email: 'wilai.deposit@example.com', phone: '0811112222', days: 90 },
  { lang: 'en', firstName: 'Oliver', lastName: 'Brown', email: 'oliver.deposit@example.com', phone: '0822223333', days: 100 },
];

async function ownerApi(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  return {
    headers,
    plan: (plan: object) => request.put('/api/admin/villa/payment-plan', { headers, data: plan }),
    /** A way to pay, as the owner enters it (a run of this spec alone starts from a fresh villa). */
    async openForBookings() {
      const villa = await (await request.get('/api/admin/villa', { headers })).json();
      if (!villa.promptPayId) expect((await request.patch('/api/admin/villa', { headers, data: { promptPayId: '0812345678' } })).ok()).toBe(true);
      if (villa.bankDetails.length === 0) {
        const bankDetails = [{ bankName: 'Kasikorn Bank', accountNumber: '123-4-56789-0', accountName: 'Baan Talay Co., Ltd.' }];
        expect((await request.patch('/api/admin/villa/bank-details', { headers, data: { bankDetails } })).ok()).toBe(true);
      }
    },
  };
}

test.describe('a payment plan: deposit, then balance', () => {
  test.afterAll(async ({ request }) => {
    // Later specs book as guests paying in full.
    await (await ownerApi(request)).plan({ depositPercent: 100, securityDeposit: 0 });
  });

  for (const guest of GUESTS) {
    test.describe(guest.lang, () => {
    test.use({ locale: guest.lang === 'th' ? 'th-TH' : 'en-GB' });

    test(`${guest.lang}: 30 % deposit by PromptPay, accepted, then the balance from the e-mail link`, async ({ page, request, browser }) => {
      // Two browsers, a guest and the owner, through a whole stay's payments: longer than the default two minutes on a busy machine.
      test.setTimeout(360_000);
      const { lang } = guest;
      const owner = await ownerApi(request);
      await owner.openForBookings();
      expect((await owner.plan({ depositPercent: 30, balanceDueDays: 14, securityDeposit: 5000 })).ok()).toBe(true);

      const checkIn = fromToday(guest.days);
      const bookingId = await startBooking(page, lang, checkIn, addDays(checkIn, 2));
      await fillCustomerInfo(page, { ...guest, guests: 2 });
      await step(page, `${lang}: the payment page asks for the deposit and shows the schedule`, async () => {
        await page.getByText(text(lang, 'booking:payment.promptpay')).click();
        await expect(page.getByRole('heading', { name: text(lang, 'common:payments.scheduleTitle') })).toBeVisible();
        await expect(page.getByText(text(lang, 'common:payments.deposit', { percent: 30 }))).toBeVisible();
        await expect(page.getByRole('img', { name: new RegExp(lang === 'th' ? 'QR พร้อมเพย์' : 'PromptPay QR') })).toBeVisible();
        await docShot(page, `payment-schedule-deposit-${lang}`, { fullPage: true });
      });
      await uploadSlipAndConfirm(page, lang, `DEP-${lang.toUpperCase()}`);

      await step(page, `${lang}: the owner accepts the deposit slip`, async () => {
        const confirmed = await request.patch(`/api/admin/bookings/${bookingId}/status`, { headers: owner.headers, data: { status: 'confirmed' } });
        expect(confirmed.ok()).toBe(true);
      });

      const mail = await waitForMail(guest.email, lang === 'th' ? /ยืนยัน/ : /confirmed/);
      const guestPage = await (await browser.newContext({ locale: lang === 'th' ? 'th-TH' : 'en-GB' })).newPage();
      await step(guestPage, `${lang}: the e-mail's link opens the booking with the balance to pay`, async () => {
        await guestPage.goto(bookingLink(mail));
        await expect(guestPage.getByRole('heading', { name: new RegExp(text(lang, 'common:payments.payBalance', { amount: '' }).replace(/[:：]?\s*$/, '')) })).toBeVisible({ timeout: 30_000 });
        await expect(guestPage.getByText(text(lang, 'common:payments.status.paid')).first()).toBeVisible();
        await expect(guestPage.getByRole('img', { name: new RegExp(lang === 'th' ? 'QR พร้อมเพย์' : 'PromptPay QR') })).toBeVisible();
        await docShot(guestPage, `payment-schedule-balance-${lang}`, { fullPage: true });
      });
      await step(guestPage, `${lang}: the guest sends the balance slip`, async () => {
        const chooser = guestPage.waitForEvent('filechooser');
        await guestPage.getByText(text(lang, 'booking:payment.slip.drop')).click();
        await (await chooser).setFiles(await slipPng('30,200.00', `BAL-${lang.toUpperCase()}`));
        await guestPage.getByRole('button', { name: text(lang, 'booking:payment.slip.confirm') }).click();
        await expect(guestPage.getByText(text(lang, 'common:payments.balanceInReview'))).toBeVisible({ timeout: 30_000 });
      });

      // The owner signed in already (the admin's sign-in has its own spec): the token where the admin keeps it.
      const ownerContext = await browser.newContext({ locale: 'en-GB' });
      await ownerContext.addInitScript((token) => localStorage.setItem('admin-token', token), await ownerToken(request));
      const ownerPage = await ownerContext.newPage();
      await step(ownerPage, `${lang}: the owner accepts the balance in the booking's payment ledger`, async () => {
        await ownerPage.goto('/admin/bookings');
        const row = ownerPage.getByRole('row').filter({ hasText: guest.firstName });
        // The admin's first screen loads its code, words and list: slow on a busy machine.
        await expect(row.first()).toBeVisible({ timeout: 60_000 });
        await row.first().getByRole('button', { name: new RegExp(`^${adminText('bookings.details')} `) }).click();
        const drawer = ownerPage.getByRole('dialog');
        await expect(drawer.getByRole('heading', { name: text('en', 'common:payments.ledgerTitle') })).toBeVisible({ timeout: 30_000 });
        await expect(drawer.getByRole('button', { name: text('en', 'common:payments.viewSlip') }).first()).toBeVisible();
        await drawer.getByRole('button', { name: text('en', 'common:payments.acceptBalance') }).click();
        await ownerPage.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
        await expect(ownerPage.getByText(text('en', 'common:payments.accepted'))).toBeVisible();
        await expect(drawer.getByText(text('en', 'common:payments.entries.balance'), { exact: true }).first()).toBeVisible();
        await drawer.locator('.payment-ledger').evaluate((ledger) => ledger.scrollIntoView({ block: 'end' }));
        await docShot(ownerPage, `admin-payment-ledger-${lang}`, { scrollTop: false });
      });
      await waitForMail(guest.email, lang === 'th' ? /ได้รับยอดคงเหลือแล้ว/ : /balance received/);
    });
    });
  }
});
