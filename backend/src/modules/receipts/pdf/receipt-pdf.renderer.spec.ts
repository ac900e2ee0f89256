import { createHash } from 'node:crypto';
import type { PaymentScheduleDto } from '@baan-talay/contracts';

// pdf-parse's index runs a debug self-test when required directly; its lib entry does not.
const pdfParse: (data: Buffer) => Promise<{ text: string; numpages: number; info: Record<string, unknown> }> = require('pdf-parse/lib/pdf-parse.js');
import type { ReceiptData } from '../receipt.model';
import { renderReceiptPdf } from './receipt-pdf.renderer';

const receipt = (overrides: Partial<ReceiptData> = {}): ReceiptData => ({
  language: 'th',
  villaName: 'บ้านทะเล พูลวิลล่า',
  reference: 'BT-7K3M9Q',
  guestName: 'สมชาย ใจดี',
  guestEmail: 'somchai@example.com',
  checkIn: '2030-01-04',
  checkOut: '2030-01-06',
  nights: [
    { date: '2030-01-04', price: 6000 },
    { date: '2030-01-05', price: 5500 },
  ],
  rooms: 3,
  savings: 0,
  taxesAndFees: 0,
  total: 11500,
  paymentMethod: 'bank_transfer',
  status: 'confirmed',
  payment: null,
  issuedAt: new Date('2030-01-02T03:00:00Z'),
  ...overrides,
});

/** Extracted text without the spaces PDF text extraction puts between positioned runs. */
async function textOf(pdf: Buffer): Promise<string> {
  return (await pdfParse(pdf)).text.replace(/\s+/g, ' ');
}

/** A 30 % deposit of ฿11,500 paid, the balance due 30 days before check-in, a ฿5,000 damage deposit. */
const depositPaid = (overrides: Partial<PaymentScheduleDto> = {}): PaymentScheduleDto => ({
  total: 11500,
  depositPercent: 30,
  deposit: { amount: 3450, status: 'paid' },
  balance: { amount: 8050, dueOn: '2029-12-05', status: 'due' },
  securityDeposit: { amount: 5000, status: 'due' },
  dueNow: { kind: 'balance', amount: 8050 },
  paid: 3450,
  refunded: 0,
  outstanding: 8050,
  ...overrides,
});

/**
 * Extracted text reduced to Thai consonants, Latin letters, digits and signs: pdfkit maps a shaped
 * glyph back to one string only, so extraction may lose or repeat Thai vowels and tone marks.
 */
const skeleton = (text: string): string => text.replace(/[\u0E30-\u0E4E]|\s+/g, '');
const sha256 = (pdf: Buffer): string => createHash('sha256').update(pdf).digest('hex');

describe('renderReceiptPdf', () => {
  it('prints a Thai receipt with the villa name, each night, its price and the total', async () => {
    const pdf = await renderReceiptPdf(receipt());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toContain('บ้านทะเล พูลวิลล่า');
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).toContain('BT-7K3M9Q');
    expect(text).toContain('สมชาย ใจดี');
    // Fri 4 and Sat 5 January 2030, Buddhist era 2573.
    expect(text).toContain('ศุกร์ 4 ม.ค. 2573');
    expect(text).toContain('เสาร์ 5 ม.ค. 2573');
    expect(text).toContain('฿6,000.00');
    expect(text).toContain('฿5,500.00');
    expect(text).toContain('฿11,500.00');
    expect(text).not.toContain('ปรับราคาโดยวิลล่า');
    expect(text).toContain('โอนเงินผ่านธนาคาร');
    expect(text).toContain('ยืนยันแล้ว');
    expect(text).toContain('2 มกราคม 2573 เวลา 10:00 น. (เวลาประเทศไทย)');
  });

  it('prints the same receipt in English', async () => {
    const text = await textOf(await renderReceiptPdf(receipt({ language: 'en', villaName: 'Baan Talay Pool Villa' })));
    expect(text).toContain('Baan Talay Pool Villa');
    expect(text).toContain('Receipt');
    expect(text).toContain('Fri, 4 Jan 2030');
    expect(text).toContain('Total');
    expect(text).toContain('฿11,500.00');
    expect(text).toContain('Bank transfer');
    expect(text).toContain('2 January 2030 at 10:00 (Thailand time)');
  });

  it('is a booking summary until confirmed, and shows an admin\'s price change as an adjustment', async () => {
    const text = await textOf(await renderReceiptPdf(receipt({ language: 'en', status: 'in_review', total: 11000 })));
    expect(text).toContain('Booking summary');
    expect(text).not.toContain('Receipt');
    expect(text).toContain('Price adjustment by the villa');
    expect(text).toContain('-฿500.00');
    expect(text).toContain('฿11,000.00');
    expect(text).toContain('Payment under review');
  });

  it('names the rooms, what the discounts saved, and the taxes and fees apart from an adjustment', async () => {
    const en = await textOf(await renderReceiptPdf(receipt({ language: 'en', rooms: 2, savings: 4000, taxesAndFees: 1500, total: 13000 })));
    expect(en).toContain('Rooms2');
    expect(en).toContain('Taxes and fees฿1,500.00');
    expect(en).toContain('You save ฿4,000.00 on the regular price');
    expect(en).not.toContain('Price adjustment by the villa');
    expect(en).not.toContain('Prices include taxes and fees.');
    const th = await textOf(await renderReceiptPdf(receipt({ rooms: 2, savings: 4000, taxesAndFees: 1500, total: 13000 })));
    expect(th).toContain('฿4,000.00');
    expect(th).toContain('฿1,500.00');
    expect(th).not.toContain('ปรับราคาโดยวิลล่า');
  });

  it('wraps a long Thai line at word boundaries and continues a long stay on a second page', async () => {
    const nights = Array.from({ length: 30 }, (_, i) => ({ date: `2030-03-${String(i + 1).padStart(2, '0')}`, price: 5000 }));
    const villaName = 'บ้านทะเลพูลวิลล่าริมหาดแสนสวยแห่งทะเลอันดามันจังหวัดกระบี่ประเทศไทยที่พักสุดหรูสำหรับครอบครัว';
    const parsed = await pdfParse(await renderReceiptPdf(receipt({ villaName, nights, checkIn: '2030-03-01', checkOut: '2030-03-31', total: 150000 })));
    expect(parsed.numpages).toBe(2);
    const firstLine = parsed.text.trim().split('\n')[0];
    expect(villaName.startsWith(firstLine)).toBe(true);
    expect(firstLine.length).toBeLessThan(villaName.length);
    const boundaries = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(villaName)].map((s) => s.index);
    expect(boundaries).toContain(firstLine.length);
    expect(parsed.text).toContain('฿150,000.00');
  });

  it('prints the payment schedule: deposit paid, balance due by its date, security deposit, paid and outstanding', async () => {
    const en = await textOf(await renderReceiptPdf(receipt({ language: 'en', payment: depositPaid() })));
    expect(en).toContain('Payment schedule');
    expect(en).toContain('Deposit (30 %)฿3,450.00 · paid');
    expect(en).toContain('Balance฿8,050.00 · due by Wed, 5 Dec 2029 · due');
    // The label wraps onto a second line in its column.
    expect(en).toMatch(/Security deposit \( ?refundable\) ?฿5,000\.00 · due with the final payment/);
    expect(en).toContain('Paid฿3,450.00');
    expect(en).toContain('Due now฿8,050.00');
    expect(en).toContain('Outstanding฿8,050.00');
    expect(en).not.toContain('Refunded');
    const th = skeleton(await textOf(await renderReceiptPdf(receipt({ payment: depositPaid() }))));
    for (const part of ['กำหนดการชำระเงิน', 'มัดจำ (30%)', '฿3,450.00', 'ยอดคงเหลือ', '฿8,050.00', 'ชำระภายใน', '5 ธ.ค. 2572', 'เงินประกันความเสียหาย', '฿5,000.00', 'ยอดค้างชำระ']) {
      expect(th).toContain(skeleton(part));
    }
  });

  it('prints an overdue balance, a refund after cancellation, and a stay paid in full', async () => {
    const overdue = await textOf(
      await renderReceiptPdf(receipt({ language: 'en', payment: depositPaid({ balance: { amount: 8050, dueOn: '2029-12-05', status: 'overdue' } }) })),
    );
    expect(overdue).toContain('due by Wed, 5 Dec 2029 · overdue');
    const cancelled = depositPaid({
      balance: { amount: 8050, dueOn: '2029-12-05', status: 'none' },
      securityDeposit: { amount: 0, status: 'none' },
      dueNow: null,
      refunded: 1725,
      outstanding: 0,
    });
    const refunded = await textOf(await renderReceiptPdf(receipt({ language: 'en', status: 'cancelled', payment: cancelled })));
    expect(refunded).toContain('Balance฿8,050.00 Paid฿3,450.00');
    expect(refunded).toContain('Refunded฿1,725.00');
    expect(refunded).toContain('Outstanding฿0.00');
    expect(refunded).not.toContain('Security deposit');
    expect(refunded).not.toContain('Due now');
    const inFull = depositPaid({
      depositPercent: 100,
      deposit: { amount: 11500, status: 'paid' },
      balance: { amount: 0, dueOn: null, status: 'none' },
      securityDeposit: { amount: 0, status: 'none' },
      dueNow: null,
      paid: 11500,
      outstanding: 0,
    });
    const paid = await textOf(await renderReceiptPdf(receipt({ language: 'en', payment: inFull })));
    expect(paid).toContain('Payment in full฿11,500.00 · paid');
    expect(paid).not.toContain('Balance');
    expect(skeleton(await textOf(await renderReceiptPdf(receipt({ payment: inFull }))))).toContain(skeleton('ชำระเต็มจำนวน'));
  });

  it('renders the same bytes for the same input, its dates taken from the issue instant', async () => {
    const first = await renderReceiptPdf(receipt({ payment: depositPaid() }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await renderReceiptPdf(receipt({ payment: depositPaid() }));
    expect(second.equals(first)).toBe(true);
    expect((await pdfParse(first)).info).toMatchObject({ CreationDate: 'D:20300102030000Z', ModDate: 'D:20300102030000Z' });
    const en = await renderReceiptPdf(receipt({ language: 'en', payment: depositPaid() }));
    expect({ th: sha256(first), en: sha256(en) }).toMatchSnapshot();
  });
});
