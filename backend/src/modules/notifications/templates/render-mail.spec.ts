import { MAIL_KINDS, MailBooking, MailVilla } from './mail-model';
import { renderMail } from './render-mail';

const booking = (overrides: Partial<MailBooking> = {}): MailBooking => ({
  reference: 'BT-7K3M9Q',
  language: 'th',
  status: 'pending_payment',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: 'somchai@example.com',
  checkIn: '2030-01-04',
  checkOut: '2030-01-06',
  nights: 2,
  rooms: 3,
  guests: 4,
  total: 11500,
  paymentMethod: 'bank_transfer',
  // 17:30 in Bangkok (UTC+7).
  paymentDeadline: new Date('2030-01-02T10:30:00Z'),
  bookingUrl: 'https://baantalay.example/booking/b-1/payment?token=l.abc',
  ...overrides,
});

const villa: MailVilla = {
  name: 'บ้านทะเล',
  bankAccounts: [{ id: 'k', bankName: 'กสิกรไทย', accountNumber: '123-4-56789-0', accountName: 'บ้านทะเล จำกัด' }],
  promptPayAvailable: true,
  siteUrl: 'https://baantalay.example',
};

describe('renderMail', () => {
  it.each(MAIL_KINDS.flatMap((kind) => [[kind, 'th'], [kind, 'en']] as const))(
    '%s in %s has a subject, text and HTML naming the booking',
    (kind, language) => {
      const mail = renderMail(kind, booking({ language }), villa);
      expect(mail.subject).toContain('BT-7K3M9Q');
      expect(mail.text).toContain('BT-7K3M9Q');
      expect(mail.html).toContain('BT-7K3M9Q');
      expect(mail.html.startsWith('<!doctype html>')).toBe(true);
    },
  );

  it('gives payment instructions in Thai with the amount, the bank account and the deadline in Thailand time', () => {
    const mail = renderMail('booking_received', booking(), villa);
    expect(mail.subject).toContain('ชำระเงินภายใน');
    expect(mail.text).toContain('เรียน คุณสมชาย ใจดี');
    expect(mail.text).toContain('฿11,500.00');
    expect(mail.text).toContain('กสิกรไทย · 123-4-56789-0 · บ้านทะเล จำกัด');
    expect(mail.text).toContain('2 มกราคม 2573 เวลา 17:30 น. (เวลาประเทศไทย)');
    expect(mail.text).toContain('พร้อมเพย์');
  });

  it('writes English for an English booking, and leaves PromptPay out when the villa has none', () => {
    const mail = renderMail('payment_reminder', booking({ language: 'en', firstName: 'Anna', lastName: 'Berg' }), {
      ...villa,
      name: 'Baan Talay',
      promptPayAvailable: false,
    });
    expect(mail.text).toContain('Dear Anna Berg,');
    expect(mail.text).toContain('2 January 2030 at 17:30 (Thailand time)');
    expect(mail.text).not.toContain('PromptPay');
    expect(mail.html).toContain('Baan Talay');
  });

  it('escapes what the guest typed in the HTML part', () => {
    const mail = renderMail('booking_confirmed', booking({ language: 'en', firstName: '<script>x</script>' }), villa);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('names the reason of a cancellation', () => {
    const mail = renderMail('booking_cancelled', booking({ language: 'en', status: 'cancelled', cancelReason: 'Storm warning' }), villa);
    expect(mail.text).toContain('Reason: Storm warning');
  });

  const guestKinds = MAIL_KINDS.filter((kind) => !kind.startsWith('admin_') && kind !== 'booking_deleted');
  it.each(guestKinds.flatMap((kind) => [[kind, 'th'], [kind, 'en']] as const))('%s in %s links to the booking with its token', (kind, language) => {
    const mail = renderMail(kind, booking({ language }), villa);
    expect(mail.text).toContain('https://baantalay.example/booking/b-1/payment?token=l.abc');
    expect(mail.html).toContain('href="https://baantalay.example/booking/b-1/payment?token=l.abc"');
  });

  it('tells of a change with the stay as it is now, and how to pay when it is unpaid', () => {
    const unpaid = renderMail('booking_changed', booking({ language: 'en' }), villa);
    expect(unpaid.text).toContain('Its dates and price are now as below.');
    expect(unpaid.text).toContain('Please pay ฿11,500.00 by 2 January 2030 at 17:30 (Thailand time)');
    const paid = renderMail('booking_changed', booking({ status: 'confirmed' }), villa);
    expect(paid.text).toContain('วันที่และราคาล่าสุด');
    expect(paid.text).not.toContain('กรุณาชำระเงิน');
  });

  it.each(['th', 'en'] as const)('tells of a deleted unpaid booking in %s without a link to it', (language) => {
    const mail = renderMail('booking_deleted', booking({ language }), villa);
    expect(mail.text).toContain('https://baantalay.example');
    expect(mail.text).not.toContain('/booking/b-1');
  });

  it('names the next step on the button in the booking language', () => {
    expect(renderMail('booking_received', booking(), villa).text).toContain('ชำระเงินและอัปโหลดสลิป');
    expect(renderMail('booking_confirmed', booking({ language: 'en', status: 'confirmed' }), villa).text).toContain('View your booking');
  });

  it('tells the guest why their slip was rejected, by when to send a new one, in their language', () => {
    const en = renderMail('slip_rejected', booking({ language: 'en', rejectionReason: 'The amount is 500 baht short' }), villa);
    expect(en.text).toContain('Reason: The amount is 500 baht short');
    expect(en.subject).toContain('2 January 2030 at 17:30 (Thailand time)');
    const th = renderMail('slip_rejected', booking({ rejectionReason: 'ยอดเงินไม่ครบ' }), villa);
    expect(th.text).toContain('เหตุผล: ยอดเงินไม่ครบ');
    expect(th.subject).toContain('สลิปไม่ผ่านการตรวจสอบ');
  });

  it('words a reminder after a rejection as such', () => {
    const after = renderMail('payment_reminder', booking({ language: 'en', slipRejected: true, rejectionReason: 'Unreadable' }), villa);
    expect(after.text).toContain('The payment slip you sent was not accepted (Unreadable)');
    expect(after.text).not.toContain('We have not received a payment slip yet');
    expect(renderMail('payment_reminder', booking({ slipRejected: true }), villa).text).toContain('สลิปที่ท่านส่งมาไม่ผ่านการตรวจสอบ');
  });

  it("tells the admins in Thai and English, with a button to the booking in the admin area, not the guest's link", () => {
    const mail = renderMail('admin_new_booking', booking({ language: 'en' }), villa);
    expect(mail.subject).toBe('การจองใหม่ BT-7K3M9Q · New booking BT-7K3M9Q');
    expect(mail.text).toContain('https://baantalay.example/admin/bookings?search=BT-7K3M9Q');
    expect(mail.text).not.toContain('token=');
  });
});

describe('stay policies in booking e-mails', () => {
  const withStay: MailVilla = {
    ...villa,
    stay: {
      checkInTime: '14:00',
      checkOutTime: '11:00',
      cancellationPolicy: 'Full refund 14 days before.\nNo refund after.',
      phone: '+66 81 234 5678',
      email: 'stay@baantalay.example',
      lineId: 'baantalay',
      whatsApp: '66812345678',
    },
  };

  it.each(['booking_received', 'booking_confirmed'] as const)('%s in English shows times, the policy and the contacts', (kind) => {
    const mail = renderMail(kind, booking({ language: 'en' }), withStay);
    for (const text of [mail.text, mail.html]) {
      expect(text).toContain('Check-in time');
      expect(text).toContain('14:00');
      expect(text).toContain('11:00');
      expect(text).toContain('Cancellation and refund policy');
      expect(text).toContain('Full refund 14 days before.');
      expect(text).toContain('+66 81 234 5678');
      expect(text).toContain('LINE ID: baantalay');
      expect(text).toContain('WhatsApp: +66812345678');
    }
  });

  it.each(['booking_received', 'booking_confirmed'] as const)('%s in Thai shows them with Thai labels', (kind) => {
    const mail = renderMail(kind, booking({ language: 'th' }), withStay);
    expect(mail.text).toContain('เวลาเช็คอิน');
    expect(mail.text).toContain('14:00 น.');
    expect(mail.text).toContain('นโยบายการยกเลิกและการคืนเงิน');
    expect(mail.text).toContain('ติดต่อเรา');
    expect(mail.text).not.toContain('Check-in time');
  });

  it('leaves out what the villa has not set', () => {
    const empty = { ...withStay, stay: { ...withStay.stay!, checkInTime: '', cancellationPolicy: '', phone: '', email: '', lineId: '', whatsApp: '' } };
    const mail = renderMail('booking_confirmed', booking({ language: 'en' }), empty);
    expect(mail.text).not.toContain('Check-in time');
    expect(mail.text).toContain('Check-out time');
    expect(mail.text).not.toContain('Cancellation and refund policy');
    expect(mail.text).not.toContain('Contact us');
  });
});
