import { expect, test } from '@playwright/test';
import { downloadReceipt, fillCustomerInfo, startBooking, uploadSlipAndConfirm } from '../support/guest-flow';
import { docShot, step } from '../support/steps';
import { text } from '../support/texts';
import { STAYS } from '../support/stays';

test.describe('a guest books in Thai', () => {
  test.use({ locale: 'th-TH' });

  test('landing → dates → details → PromptPay → slip → confirmation → receipt', async ({ page }) => {
    const { checkIn, checkOut } = STAYS.thaiGuest();
    await startBooking(page, 'th', checkIn, checkOut, 2);
    await fillCustomerInfo(page, { lang: 'th', firstName: 'สมชาย', lastName: 'ใจดี', email: 'somchai@example.com', phone: '0812345678', guests: 4 });
    await step(page, 'th: PromptPay QR with the exact amount', async () => {
      await page.getByText(text('th', 'booking:payment.promptpay')).click();
      await expect(page.getByRole('img', { name: /QR พร้อมเพย์สำหรับยอด/ })).toBeVisible();
      await expect(page.getByText(text('th', 'booking:payment.qrHint'))).toBeVisible();
      await docShot(page, 'payment-step-promptpay-th', { fullPage: true });
    });
    await uploadSlipAndConfirm(page, 'th', 'TH-PROMPTPAY');
    await expect(page.getByText(text('th', 'booking:payment.promptpay'))).toBeVisible();
    await downloadReceipt(page, 'th');
  });
});

test.describe('a guest books in English', () => {
  test.use({ locale: 'en-GB' });

  test('landing → dates → details → bank transfer → slip → confirmation → receipt', async ({ page }) => {
    const { checkIn, checkOut } = STAYS.englishGuest();
    await startBooking(page, 'en', checkIn, checkOut);
    await fillCustomerInfo(page, { lang: 'en', firstName: 'Emma', lastName: 'Wilson', email: 'emma@example.com', phone: '0898765432', guests: 2 });
    await step(page, 'en: bank transfer details', async () => {
      await page.getByText(text('en', 'booking:payment.bankTransfer')).click();
      await expect(page.getByText('123-4-56789-0')).toBeVisible();
      await expect(page.getByText(text('en', 'booking:payment.amount'))).toBeVisible();
      await docShot(page, 'payment-step-bank-en', { fullPage: true });
    });
    await uploadSlipAndConfirm(page, 'en', 'EN-BANK');
    await downloadReceipt(page, 'en');
    await step(page, 'en: back to the main page', async () => {
      await page.getByRole('link', { name: text('en', 'booking:confirmation.backHome') }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});
