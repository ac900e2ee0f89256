import type { Response } from 'superagent';

// pdf-parse's index runs a debug self-test when required directly; its lib entry does not.
const pdfParse: (data: Buffer) => Promise<{ text: string }> = require('pdf-parse/lib/pdf-parse.js');

/** The text of a PDF with runs of white space made single spaces. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfParse(pdf)).text.replace(/\s+/g, ' ');
}

/** supertest: collect a binary body as a Buffer. */
export function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (error: Error) => done(error, Buffer.alloc(0)));
}

/** How the receipt prints money, written out independently: ฿ and thousands separators, 2 decimals. */
export const baht = (amount: number): string =>
  `฿${Math.trunc(amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.00`;
