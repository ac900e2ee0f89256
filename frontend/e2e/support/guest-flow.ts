import { expect, Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { Lang, pickStay } from './calendar';
import { slipPng } from './slip';
import { step } from './steps';
import { text } from './texts';

export interface Guest {
  lang: Lang;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  guests: number;
}

export const widget = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'booking:widget.title') });

/** Landing page → dates → rooms → Book now; returns the booking id from the customer-info URL. */
export async function startBooking(page: Page, lang: Lang, checkIn: string, checkOut: string, rooms?: number): Promise<string> {
  await step(page, `${lang}: landing page`, async () => {
    await page.goto('/');
    await expect(widget(page, lang).getByRole('button', { name: text(lang, 'booking:widget.bookNow') })).toBeVisible();
  });
  await step(page, `${lang}: choose dates and rooms`, async () => {
    await pickStay(page, checkIn, checkOut, lang);
    if (rooms !== undefined) {
      await widget(page, lang).getByLabel(text(lang, 'booking:widget.rooms', { max: 3 })).selectOption(String(rooms));
    }
    await expect(widget(page, lang).getByText(text(lang, 'booking:breakdown.title'))).toBeVisible();
  });
  await step(page, `${lang}: book now`, async () => {
    await widget(page, lang).getByRole('button', { name: text(lang, 'booking:widget.bookNow') }).click();
    await expect(page).toHaveURL(/\/booking\/[^/]+\/customer-info$/);
    await expect(page.getByRole('heading', { name: text(lang, 'booking:customer.title'), level: 1 })).toBeVisible();
  });
  return /\/booking\/([^/]+)\/customer-info/.exec(page.url())![1];
}

export async function fillCustomerInfo(page: Page, guest: Guest): Promise<void> {
  const { lang } = guest;
  await step(page, `${lang}: customer information`, async () => {
    await page.getByLabel(text(lang, 'booking:customer.firstName')).fill(guest.firstName);
    await page.getByLabel(text(lang, 'booking:customer.lastName')).fill(guest.lastName);
    await page.getByLabel(text(lang, 'booking:customer.email')).fill(guest.email);
    await page.getByLabel(text(lang, 'booking:customer.phone')).fill(guest.phone);
    await page.getByLabel(text(lang, 'booking:customer.guests')).fill(String(guest.guests));
    await page.getByRole('button', { name: text(lang, 'booking:customer.submit') }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { name: text(lang, 'booking:payment.title'), level: 1 })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
  });
}

/** Uploads a slip through the file chooser, previews it, confirms, and lands on the confirmation page. */
export async function uploadSlipAndConfirm(page: Page, lang: Lang, reference: string): Promise<void> {
  await step(page, `${lang}: upload the payment slip`, async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByText(text(lang, 'booking:payment.slip.drop')).click();
    await (await chooser).setFiles(await slipPng('12,000.00', reference));
    await expect(page.getByRole('img', { name: text(lang, 'booking:payment.slip.preview') })).toBeVisible();
  });
  await step(page, `${lang}: confirm payment`, async () => {
    await page.getByRole('button', { name: text(lang, 'booking:payment.slip.confirm') }).click();
    await expect(page).toHaveURL(/\/confirmation$/);
    await expect(page.getByRole('heading', { name: text(lang, 'booking:confirmation.titles.in_review') })).toBeVisible();
    await expect(page.getByText(text(lang, 'booking:confirmation.statuses.in_review'), { exact: true })).toBeVisible();
  });
}

/** Before the villa has seen the money the document is a booking summary (a receipt once paid): a real PDF. */
export async function downloadReceipt(page: Page, lang: Lang): Promise<void> {
  await step(page, `${lang}: download the booking summary`, async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text(lang, 'booking:confirmation.downloadSummary') }).click();
    const file = test.info().outputPath(`receipt-${lang}.pdf`);
    await (await download).saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}
