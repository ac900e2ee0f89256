import { expect } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ParsedMail, simpleParser } from 'mailparser';

/** The e-mails the product wrote to its outbox (no SMTP_URL in the browser tests) for one address. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: run the browser tests with `npm run e2e`');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(dir, file)))));
  return mails.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text === address));
}

/** Waits for the e-mail to `address` whose subject matches. */
export async function waitForMail(address: string, subject: RegExp | string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(address)).find((mail) => (typeof subject === 'string' ? mail.subject?.includes(subject) : subject.test(mail.subject ?? '')));
      return Boolean(found);
    }, { message: `an e-mail to ${address} about ${subject}`, timeout: 30_000 })
    .toBe(true);
  return found!;
}

/** The booking link the e-mail's button carries (PUBLIC_URL/booking/{id}/{step}?token=…). */
export function bookingLink(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/booking\/\S+\?token=\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no booking link in "${mail.subject}"`);
  return link;
}
