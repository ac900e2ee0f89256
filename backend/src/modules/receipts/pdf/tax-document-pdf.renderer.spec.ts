import { createHash } from 'node:crypto';
import { splitStayPrice } from '@baan-talay/pricing';
import { NO_STAY_CHARGES } from '@baan-talay/contracts';
import { renderTaxDocumentPdf, type TaxDocumentData } from './tax-document-pdf.renderer';

// pdf-parse's index runs a debug self-test when required directly; its lib entry does not.
const pdfParse: (data: Buffer) => Promise<{ text: string; info: Record<string, unknown> }> = require('pdf-parse/lib/pdf-parse.js');

const charges = { ...NO_STAY_CHARGES, serviceChargePercent: 10, serviceChargeIncluded: false, vatPercent: 7, vatIncluded: false };
const invoice = (overrides: Partial<TaxDocumentData> = {}): TaxDocumentData => ({
  language: 'th',
  kind: 'receipt',
  number: 'RC2030-000042',
  refersToNumber: null,
  issuedAt: new Date('2030-01-02T03:00:00Z'),
  villaName: 'บ้านทะเล',
  reference: 'BT-7K3M9Q',
  seller: {
    legalName: { th: 'บริษัท บ้านทะเล จำกัด', en: 'Baan Talay Co., Ltd.' },
    address: { th: '1 หมู่ 5 ตำบลคึกคัก อำเภอตะกั่วป่า จังหวัดพังงา 82220', en: '1 Moo 5, Khuk Khak, Takua Pa, Phang Nga 82220' },
    taxId: '0105558000014',
    branch: '00000',
  },
  buyer: { name: 'บริษัท ทะเลสวย จำกัด', address: '99 ถนนเพชรเกษม ตะกั่วป่า พังงา 82110', taxId: '0105558000014', branch: '00001' },
  checkIn: '2030-01-04',
  checkOut: '2030-01-06',
  nights: 2,
  split: splitStayPrice(1000, { ...charges }),
  serviceChargePercent: 10,
  serviceChargeIncluded: false,
  vatPercent: 7,
  vatIncluded: false,
  method: 'promptpay',
  ...overrides,
});

/**
 * Extracted text, reduced to Thai consonants, Latin letters, digits and signs: pdfkit maps a shaped
 * glyph back to one string only, so extraction loses or repeats Thai vowels and tone marks (the page
 * itself is right: see the README's rendering); the consonants and the figures are what a test can read.
 */
const skeleton = (text: string): string => text.replace(/[\u0E30-\u0E4E]|\s+/g, '');
const textOf = async (pdf: Buffer): Promise<string> => skeleton((await pdfParse(pdf)).text);
const expectText = (text: string, ...parts: string[]) => parts.forEach((part) => expect(text).toContain(skeleton(part)));
const sha256 = (pdf: Buffer): string => createHash('sha256').update(pdf).digest('hex');

describe('renderTaxDocumentPdf', () => {
  it('prints a Thai full tax invoice: seller, buyer, VAT apart, the amount in Thai words, Buddhist-era dates', async () => {
    const pdf = await renderTaxDocumentPdf(invoice());
    const text = await textOf(pdf);
    expect((await pdfParse(pdf)).info.Title).toBe('ใบเสร็จรับเงิน/ใบกำกับภาษี RC2030-000042');
    expectText(text, 'ใบเสร็จรับเงิน/ใบกำกับภาษี');
    expectText(text, 'RC2030-000042');
    expectText(text, 'บริษัท บ้านทะเล จำกัด');
    expectText(text, 'เลขประจำตัวผู้เสียภาษี 0105558000014 · สำนักงานใหญ่');
    expectText(text, 'บริษัท ทะเลสวย จำกัด');
    expectText(text, 'สาขาที่ 00001');
    expectText(text, '2 ม.ค. 2573');
    expectText(text, '฿1,000.00');
    expectText(text, 'ค่าบริการ 10%');
    expectText(text, '฿100.00');
    expectText(text, 'ภาษีมูลค่าเพิ่ม 7%');
    expectText(text, '฿77.00');
    expectText(text, '฿1,177.00');
    expectText(text, '(หนึ่งพันหนึ่งร้อยเจ็ดสิบเจ็ดบาทถ้วน)');
  });

  it('reads satang in words and prints a credit note referring to its invoice, in English', async () => {
    const split = { net: 100_000, serviceCharge: 10_000, vat: 7_750, total: 117_750 };
    const text = await textOf(await renderTaxDocumentPdf(invoice({ language: 'en', kind: 'credit_note', number: 'CN2030-000001', refersToNumber: 'RC2030-000042', split })));
    expectText(text, 'Credit Note');
    expectText(text, 'Refers to tax invoice no.');
    expectText(text, 'RC2030-000042');
    expectText(text, 'Wed, 2 Jan 2030');
    expectText(text, 'Total refunded', '฿1,177.50');
    const thai = await textOf(await renderTaxDocumentPdf(invoice({ kind: 'credit_note', number: 'CN2030-000001', refersToNumber: 'RC2030-000042', split })));
    expectText(thai, 'ใบลดหนี้', 'อ้างถึงใบกำกับภาษีเลขที่', '(หนึ่งพันหนึ่งร้อยเจ็ดสิบเจ็ดบาทห้าสิบสตางค์)');
  });

  it('is a plain numbered receipt when the villa has no tax id', async () => {
    const pdf = await renderTaxDocumentPdf(invoice({ seller: null, vatPercent: 0, split: splitStayPrice(1000, NO_STAY_CHARGES) }));
    const text = await textOf(pdf);
    expect((await pdfParse(pdf)).info.Title).toBe('ใบเสร็จรับเงิน RC2030-000042');
    expectText(text, 'ใบเสร็จรับเงิน');
    expect(text).not.toContain(skeleton('ใบกำกับภาษี'));
    expect(text).not.toContain(skeleton('ภาษีมูลค่าเพิ่ม'));
  });

  it('renders the same bytes for the same input, its dates and file ID taken from the issue instant', async () => {
    const first = await renderTaxDocumentPdf(invoice());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await renderTaxDocumentPdf(invoice());
    expect(second.equals(first)).toBe(true);
    expect((await pdfParse(first)).info).toMatchObject({ CreationDate: "D:20300102030000Z", ModDate: "D:20300102030000Z" });
    expect({ th: sha256(first), en: sha256(await renderTaxDocumentPdf(invoice({ language: 'en' }))) }).toMatchSnapshot();
  });
});
