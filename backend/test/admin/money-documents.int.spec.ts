import type { BookingDocumentDto } from '@baan-talay/contracts';
import { documentYear } from '../../src/modules/receipts/register/document-number';
import { DocumentRegister } from '../../src/modules/receipts';
import request from 'supertest';
import { readOutbox, sentTo } from '../jobs/support/outbox';
import { binary, pdfText } from '../jobs/support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, SignedInAdmin } from './support/admin-session';
import { guestBookings, inDays } from './support/bookings';
import { eventually } from './support/projections';
import type { CreatedBooking } from '../booking/support/booking-client';

const SELLER = {
  legalName: { th: 'บริษัท บ้านทะเล จำกัด', en: 'Baan Talay Co., Ltd.' },
  address: { th: '1 หมู่ 5 ตำบลคึกคัก อำเภอตะกั่วป่า จังหวัดพังงา 82220', en: '1 Moo 5, Khuk Khak, Takua Pa, Phang Nga 82220' },
  taxId: '0105558000014',
};
// "Full refund up to 30 days before, 50 % up to 14, none after."
const TIERS = [
  { daysBefore: 30, refundPercent: 100 },
  { daysBefore: 14, refundPercent: 50 },
];
const sequenceOf = (number: string): number => Number(number.split('-')[1]);

/** Issue 30 over HTTP: taxes and fees in the quote, numbered receipts, refunds by policy and credit notes. */
describe('money: taxes and fees, receipts, refunds and credit notes (HTTP)', () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  let guests: ReturnType<typeof guestBookings>;
  let day = 200;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
    guests = guestBookings(t);
  });
  afterAll(() => t?.close());

  const setStatus = (id: string, body: object) => request(t.http).patch(`/api/admin/bookings/${id}/status`).set(owner.auth).send(body);
  const setBilling = (body: object) => request(t.http).patch('/api/admin/villa/billing').set(owner.auth).send(body);
  const documents = (b: CreatedBooking) => request(t.http).get(`/api/booking/${b.id}/documents`).set('X-Booking-Token', b.token);
  const documentsOf = (b: CreatedBooking, count: number): Promise<BookingDocumentDto[]> =>
    eventually(async () => {
      const res = await documents(b).expect(200);
      return res.body.length >= count ? (res.body as BookingDocumentDto[]) : undefined;
    }, `${count} documents of ${b.id}`);

  async function paidBooking(checkIn: string, checkOut: string): Promise<CreatedBooking> {
    const booking = await guests.create(checkIn, checkOut);
    await guests.attachSlip(booking);
    await setStatus(booking.id, { status: 'confirmed' }).expect(200);
    return booking;
  }

  it('keeps the seed\'s pay-in-full flow: the slip the owner accepts gets receipt number 1 of the year for the whole total', async () => {
    const booking = await paidBooking(inDays(day++), inDays(day++));
    const total = booking.body.data.booking.totalPrice;
    expect(booking.body.data.booking.breakdown.taxesAndFees).toBe(0);
    const [receipt] = await documentsOf(booking, 1);
    expect(receipt).toMatchObject({ kind: 'receipt', amount: total, taxInvoice: false, number: `RC${documentYear(new Date())}-000001` });
    await request(t.http).get(`/api/booking/${booking.id}/receipt`).set('X-Booking-Token', booking.token).expect(200);
  });

  it('refuses bad billing settings with coded errors', async () => {
    const bad = await setBilling({ seller: { ...SELLER, taxId: '0105558000017' } }).expect(400);
    expect(bad.body).toMatchObject({ code: 'billing.taxIdInvalid' });
    const tiers = await setBilling({ cancellationTiers: [{ daysBefore: 30, refundPercent: 50 }, { daysBefore: 14, refundPercent: 100 }] }).expect(400);
    expect(tiers.body).toMatchObject({ code: 'villa.tiersNotDescending' });
  });

  it('quotes the fees and the service charge and VAT added on top, and shows the tiers to guests', async () => {
    const res = await setBilling({
      charges: { cleaningFee: 1000, extraGuestFee: 500, guestsIncluded: 4, serviceChargePercent: 10, serviceChargeIncluded: false, vatPercent: 7, vatIncluded: false },
      cancellationTiers: TIERS,
      seller: SELLER,
    });
    expect(res.body).toMatchObject({ billing: { cancellationTiers: TIERS } });
    expect(res.body.billing.seller).toMatchObject({ taxId: SELLER.taxId, branch: '00000' });
    const villa = await request(t.http).get('/api/villa').expect(200);
    expect(villa.body.cancellationTiers).toEqual(TIERS);
    expect(villa.body.billing).toBeUndefined();
    // A weekday night of ฿5,000 + ฿1,000 cleaning + 2 guests above 4 × ฿500 = ฿7,000; + 10 % = ฿7,700; + 7 % = ฿8,239.
    const monday = inDays(((8 - new Date(`${inDays(day)}T00:00:00Z`).getUTCDay()) % 7) + day);
    const checkOut = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const quote = await request(t.http).post('/api/booking/quote').send({ checkIn: monday, checkOut, rooms: 3, guests: 6 }).expect(200);
    expect(quote.body).toMatchObject({ subtotal: 5000, taxesAndFees: 3239, total: 8239 });
    expect(quote.body.charges.split).toEqual({ net: 700_000, serviceCharge: 70_000, vat: 53_900, total: 823_900 });
  });

  it('numbers receipts of payments confirmed at once on different bookings without a gap or a repeat', async () => {
    const bookings = [];
    for (let i = 0; i < 6; i++) {
      const booking = await guests.create(inDays(day++), inDays(day++));
      await guests.attachSlip(booking);
      bookings.push(booking);
    }
    await Promise.all(bookings.map((b) => setStatus(b.id, { status: 'confirmed' }).expect(200)));
    const receipts = (await Promise.all(bookings.map((b) => documentsOf(b, 1)))).map(([receipt]) => receipt);
    expect(receipts.every((r) => r.kind === 'receipt' && r.taxInvoice)).toBe(true);
    // Receipt 1 went to the first test's booking.
    expect(receipts.map((r) => sequenceOf(r.number)).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('issues one number per payment from the register however many callers race, the same payment twice included', async () => {
    const register = t.app.get(DocumentRegister);
    const snapshot = { seller: null, split: { net: 100, serviceCharge: 0, vat: 0, total: 100 } };
    const paidAt = new Date();
    const issue = (i: number) =>
      register.issueReceipt({ bookingId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, paymentId: `p-${i}`, kind: 'manual', amount: 1, method: 'other', paidAt, snapshot });
    const issued = await Promise.all([...Array.from({ length: 20 }, (_, i) => issue(i)), issue(3), issue(7), issue(7)]);
    const numbers = new Set(issued.map((d) => d.number));
    expect(numbers.size).toBe(20);
    expect(issued[20].number).toBe(issued[3].number);
    expect(issued[22].number).toBe(issued[7].number);
    const sequences = [...numbers].map(sequenceOf).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => sequences[0] + i));
  });

  it('refunds a cancelled paid booking by the policy\'s tier, issues a credit note referring to the invoice and e-mails the amount', async () => {
    const booking = await paidBooking(inDays(20), inDays(21));
    const total = (await request(t.http).get(`/api/booking/${booking.id}`).set('X-Booking-Token', booking.token).expect(200)).body.totalPrice;
    const proposal = await request(t.http).get(`/api/booking/${booking.id}/refund-quote`).set('X-Booking-Token', booking.token).expect(200);
    expect(proposal.body).toEqual({ paid: total, daysBefore: 20, tier: TIERS[1], proposed: Math.floor(total / 2) });
    const [invoice] = await documentsOf(booking, 1);

    const cancelled = await setStatus(booking.id, { status: 'cancelled', messageToGuest: 'Sorry to see you go' }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundAmount: Math.floor(total / 2), refunded: true });
    const [, creditNote] = await documentsOf(booking, 2);
    expect(creditNote).toMatchObject({ kind: 'credit_note', amount: Math.floor(total / 2), refersToNumber: invoice.number, taxInvoice: true });
    expect(creditNote.number).toMatch(/^CN\d{4}-\d{6}$/);

    const pdf = await request(t.http)
      .get(`/api/booking/${booking.id}/documents/${creditNote.number}?lang=en`)
      .set('X-Booking-Token', booking.token)
      .buffer(true)
      .parse(binary)
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Credit Note');
    expect(text).toContain(invoice.number);

    const email = (await request(t.http).get(`/api/admin/bookings/${booking.id}`).set(owner.auth).expect(200)).body.customerInfo.email;
    const mail = await eventually(async () => sentTo(await readOutbox(t.config.outboxDir), email).find((m) => m.subject?.includes('การคืนเงิน')), 'the refund e-mail');
    expect(mail.text).toContain(`฿${Math.floor(total / 2).toLocaleString('en-US')}.00`);
  });

  it('records an admin\'s other refund only with a reason, and shows it in the history', async () => {
    const booking = await paidBooking(inDays(5), inDays(6));
    const noReason = await setStatus(booking.id, { status: 'cancelled', refundAmount: 1000 }).expect(400);
    expect(noReason.body).toMatchObject({ code: 'booking.refundReasonRequired' });
    const tooMuch = await setStatus(booking.id, { status: 'cancelled', refundAmount: 10_000_000, refundReason: 'Goodwill' }).expect(400);
    expect(tooMuch.body).toMatchObject({ code: 'booking.refundOutOfRange' });
    await setStatus(booking.id, { status: 'cancelled', refundAmount: 1000, refundReason: 'Storm warning: ferry cancelled' }).expect(200);
    const history = await request(t.http).get(`/api/admin/bookings/${booking.id}/history`).set(owner.auth).expect(200);
    expect(history.body.find((entry: { type: string }) => entry.type === 'BookingRefundRecorded')).toMatchObject({
      changes: { amount: 1000, proposedAmount: 0, daysBefore: 5, policyTier: null, actor: 'admin', reason: 'Storm warning: ferry cancelled' },
    });
    const [, creditNote] = await documentsOf(booking, 2);
    expect(creditNote).toMatchObject({ kind: 'credit_note', amount: 1000 });
  });

  it('lets a guest cancel their paid booking from its page under the same policy', async () => {
    const booking = await paidBooking(inDays(40), inDays(41));
    const res = await request(t.http).post(`/api/booking/${booking.id}/cancel`).set('X-Booking-Token', booking.token).expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refundAmount: res.body.totalPrice });
  });

  it('puts the buyer the guest adds on the tax invoice, refusing a tax id with a wrong check digit', async () => {
    const booking = await paidBooking(inDays(day++), inDays(day++));
    const buyer = (body: object) => request(t.http).put(`/api/booking/${booking.id}/buyer`).set('X-Booking-Token', booking.token).send(body);
    const bad = await buyer({ name: 'Talay Suay Co., Ltd.', address: '99 Phetkasem Rd', taxId: '0105558000017' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'billing.taxIdInvalid', params: { field: 'taxId' } });
    const ok = await buyer({ name: 'Talay Suay Co., Ltd.', address: '99 Phetkasem Rd, Takua Pa', taxId: '0105558000014', branch: '00002' }).expect(200);
    expect(ok.body.buyer).toEqual({ name: 'Talay Suay Co., Ltd.', address: '99 Phetkasem Rd, Takua Pa', taxId: '0105558000014', branch: '00002' });
    const [invoice] = await documentsOf(booking, 1);
    const pdf = await request(t.http)
      .get(`/api/booking/${booking.id}/documents/${invoice.number}?lang=en`)
      .set('X-Booking-Token', booking.token)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Receipt / Tax Invoice');
    expect(text).toContain('Talay Suay Co., Ltd.');
    expect(text).toContain('Branch 00002');
  });
});
