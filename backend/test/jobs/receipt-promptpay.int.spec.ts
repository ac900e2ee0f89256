import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { ChangeBookingStatusCommand } from '../../src/modules/booking';
import { SetPromptPayQrImageCommand, UpdateVillaCommand } from '../../src/modules/villa';
import { bookingClient, CreatedBooking, inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { projectionsCaughtUp } from '../admin/support/projections';
import { verifyEmvPayload } from './support/emv';
import { baht, binary, pdfText } from './support/pdf-text';

const admin = { kind: 'admin' as const, id: 'test-admin' };

describe('receipt PDF and PromptPay QR over HTTP', () => {
  let t: TestApp;
  let client: ReturnType<typeof bookingClient>;
  let booking: CreatedBooking;

  beforeAll(async () => {
    t = await startTestApp();
    client = bookingClient(t);
    booking = await client.create(inDays(40), inDays(43), { language: 'th' });
    await client
      .customerInfo(booking, { customerInfo: { firstName: 'สมชาย', lastName: 'ใจดี', email: 'somchai@example.com', phone: '0812345678' } })
      .expect(200);
  });
  afterAll(() => t?.close());

  const receipt = (b: CreatedBooking, query = '') =>
    request(t.http).get(`/api/booking/${b.id}/receipt${query}`).set('X-Booking-Token', b.token).buffer(true).parse(binary);

  it('prints the Thai villa name, every night with its price and the total', async () => {
    const res = await receipt(booking).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Named as titled (issue 31): a summary until the villa confirms the payment.
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="booking-summary-BT-\w+-th\.pdf"$/);
    const text = await pdfText(res.body);
    const dto = booking.body.data.booking;
    expect(text).toContain('บ้านทะเล');
    expect(text).toContain(dto.reference);
    expect(text).toContain('สมชาย ใจดี');
    expect(text).toContain('3 คืน');
    expect(dto.breakdown.nightly).toHaveLength(3);
    for (const night of dto.breakdown.nightly as Array<{ date: string; price: number }>) {
      const day = new Intl.DateTimeFormat('th-TH', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${night.date}T00:00:00Z`),
      );
      expect(text).toContain(`${day}${baht(night.price)}`);
    }
    expect(text).toContain(`ยอดรวม${baht(dto.totalPrice)}`);
  });

  it('prints English on request, and refuses other languages, strangers and other bookings', async () => {
    const text = await pdfText((await receipt(booking, '?lang=en').expect(200)).body);
    expect(text).toContain('Baan Talay');
    expect(text).toContain('Booking summary');
    expect(text).toContain('3 nights');
    expect(text).toContain(`Total${baht(booking.body.data.booking.totalPrice)}`);

    const bad = await request(t.http).get(`/api/booking/${booking.id}/receipt?lang=fr`).set('X-Booking-Token', booking.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['lang must be th or en']);
    await request(t.http).get(`/api/booking/${booking.id}/receipt`).expect(401);
    const other = await client.create(inDays(50), inDays(51));
    await request(t.http).get(`/api/booking/${booking.id}/receipt`).set('X-Booking-Token', other.token).expect(403);
    await request(t.http).get(`/api/booking/${booking.id}/promptpay-qr`).set('X-Booking-Token', other.token).expect(403);
  });

  it('answers 409 while the villa has no PromptPay, then a QR for the exact amount with a valid CRC', async () => {
    const none = await request(t.http).get(`/api/booking/${booking.id}/promptpay-qr`).set('X-Booking-Token', booking.token);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('promptPay.unavailable');

    await t.app.get(CommandBus).execute(new UpdateVillaCommand({ promptPayId: '081-234-5678' }, admin));
    // The command ran here, not through the admin's request: the guest's next request comes after its read models moved on.
    await projectionsCaughtUp(t);
    const res = await request(t.http).get(`/api/booking/${booking.id}/promptpay-qr`).set('X-Booking-Token', booking.token).expect(200);
    const total = booking.body.data.booking.totalPrice;
    expect(res.body).toMatchObject({ kind: 'dynamic', amount: total });
    const fields = verifyEmvPayload(res.body.payload);
    expect(Number(fields.get('54'))).toBe(total);
    expect(fields.get('54')).toBe(`${total}.00`);
    expect(fields.get('53')).toBe('764');
    expect(res.body.image).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(res.body.image.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('falls back to the uploaded static QR without an id, and refuses a booking no longer awaiting payment', async () => {
    const bus = t.app.get(CommandBus);
    await bus.execute(new SetPromptPayQrImageCommand('/api/villa/images/qr-test.png', admin));
    await bus.execute(new UpdateVillaCommand({ promptPayId: null }, admin));
    await projectionsCaughtUp(t);
    const res = await request(t.http).get(`/api/booking/${booking.id}/promptpay-qr`).set('X-Booking-Token', booking.token).expect(200);
    expect(res.body).toEqual({ kind: 'static', amount: booking.body.data.booking.totalPrice, payload: null, image: '/api/villa/images/qr-test.png' });

    await bus.execute(new ChangeBookingStatusCommand(booking.id, { status: 'confirmed' }, admin));
    await projectionsCaughtUp(t);
    const done = await request(t.http).get(`/api/booking/${booking.id}/promptpay-qr`).set('X-Booking-Token', booking.token);
    expect(done.status).toBe(409);
    expect(done.body.code).toBe('booking.notAwaitingPayment');
    // Confirmed, the same document becomes the receipt, and is named so.
    const paid = await receipt(booking, '?lang=en').expect(200);
    expect(await pdfText(paid.body)).toContain('Receipt');
    expect(paid.headers['content-disposition']).toMatch(/^attachment; filename="receipt-BT-\w+-en\.pdf"$/);
  });
});
