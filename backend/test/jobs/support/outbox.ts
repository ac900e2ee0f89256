import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ParsedMail, simpleParser } from 'mailparser';

/** The .eml files written to the outbox (no SMTP_URL), parsed, oldest first. */
export async function readOutbox(dir: string): Promise<ParsedMail[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map((file) => simpleParser(readFileSync(join(dir, file)))));
}

export const sentTo = (mails: ParsedMail[], address: string): ParsedMail[] =>
  mails.filter((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text === address));
