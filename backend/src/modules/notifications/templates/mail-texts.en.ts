import { formatCalendarDate, formatMoney, formatThaiDateTime, RECEIPT_TEXTS, REFUND_METHOD_WORDS } from '../../receipts';
import { amountDueNow, scheduleDetails } from './payment-mail-texts';
import { stayInfoBlocks, stayTimeDetails } from './stay-info';
import type { MailBooking, MailContent, MailTexts, MailVilla } from './mail-model';

const t = RECEIPT_TEXTS.en;
const deadline = (b: MailBooking) => formatThaiDateTime(b.paymentDeadline, 'en');
const dear = (b: MailBooking) => `Dear ${[b.firstName, b.lastName].filter(Boolean).join(' ') || 'guest'},`;

function details(b: MailBooking): MailContent['details'] {
  return [
    [t.reference, b.reference],
    [t.checkIn, formatCalendarDate(b.checkIn, 'en')],
    [t.checkOut, formatCalendarDate(b.checkOut, 'en')],
    ['Stay', `${t.nights(b.nights)}, ${b.rooms} ${b.rooms === 1 ? 'room' : 'rooms'}, ${b.guests} ${b.guests === 1 ? 'guest' : 'guests'}`],
    [t.total, formatMoney(b.total)],
    ...scheduleDetails(b, 'en'),
  ];
}

function paymentBlocks(b: MailBooking, villa: MailVilla): MailContent['blocks'] {
  const banks = villa.bankAccounts.map((a) => `${a.bankName} · ${a.accountNumber} · ${a.accountName}`);
  return [
    ...(banks.length ? [{ title: `Bank transfer of ${formatMoney(amountDueNow(b))}`, lines: banks }] : []),
    ...(villa.promptPayAvailable
      ? [{ title: 'PromptPay', lines: ['Scan the PromptPay QR code on the payment page: it carries the exact amount.'] }]
      : []),
  ];
}

const thanks = (villa: MailVilla) => ['We look forward to welcoming you.', `The team of ${villa.name}`];

export const MAIL_TEXTS_EN: MailTexts = {
  booking_received: (b, villa) => ({
    subject: `Booking ${b.reference} received: please pay by ${deadline(b)}`,
    heading: 'Thank you for your booking',
    paragraphs: [
      dear(b),
      `We are holding ${villa.name} for you. Please pay ${formatMoney(amountDueNow(b))} by ${deadline(b)}. ` +
        'After that time the booking expires and the nights are released.',
      'Once you have paid, upload your payment slip on the payment page. We check it and confirm your booking by e-mail.',
    ],
    details: [...details(b), ...stayTimeDetails(villa, 'en'), ['Pay by', deadline(b)]],
    blocks: [...paymentBlocks(b, villa), ...stayInfoBlocks(villa, 'en')],
    closing: thanks(villa),
  }),
  slip_received: (b, villa) => ({
    subject: `Payment slip received for booking ${b.reference}`,
    heading: 'We have received your payment slip',
    paragraphs: [dear(b), 'Thank you. We are checking your payment and will e-mail you as soon as your booking is confirmed.'],
    details: details(b),
    blocks: [],
    closing: thanks(villa),
  }),
  booking_confirmed: (b, villa) => ({
    subject: `Booking ${b.reference} confirmed`,
    heading: 'Your booking is confirmed',
    paragraphs: [dear(b), `Your stay at ${villa.name} is confirmed. Your receipt is attached to this e-mail as a PDF.`],
    details: [...details(b), ...stayTimeDetails(villa, 'en')],
    blocks: stayInfoBlocks(villa, 'en'),
    closing: thanks(villa),
  }),
  booking_cancelled: (b, villa) => ({
    subject: `Booking ${b.reference} cancelled`,
    heading: 'Your booking has been cancelled',
    paragraphs: [
      dear(b),
      `Your booking at ${villa.name} has been cancelled.`,
      ...(b.cancelReason ? [`Reason: ${b.cancelReason}`] : []),
      'If you did not expect this, please reply to this e-mail.',
    ],
    details: details(b),
    blocks: [],
    closing: [`The team of ${villa.name}`],
  }),
  booking_refunded: (b, villa) => ({
    subject: `Refund for booking ${b.reference}`,
    heading: b.refund?.amount ? `We are refunding ${formatMoney(b.refund.amount)}` : 'No refund is due under the cancellation policy',
    paragraphs: [
      dear(b),
      b.refund?.amount
        ? `Your cancelled booking at ${villa.name} is refunded ${formatMoney(b.refund.amount)} by ${REFUND_METHOD_WORDS.en[b.refund.method] ?? b.refund.method}.`
        : `Your booking at ${villa.name} was cancelled ${b.refund?.daysBefore ?? 0} days before check-in, when the cancellation policy gives no refund.`,
      'A credit note is on your booking page. If you have a question, please reply to this e-mail.',
    ],
    details: details(b),
    blocks: [],
    closing: [`The team of ${villa.name}`],
  }),
  booking_expired: (b, villa) => ({
    subject: `Booking ${b.reference} expired`,
    heading: 'Your payment window has passed',
    paragraphs: [
      dear(b),
      `We did not receive a payment slip by ${deadline(b)}, so the booking has expired and the nights are free again.`,
      'Payment window expired, please start a new booking.',
    ],
    details: details(b),
    blocks: [],
    closing: [`The team of ${villa.name}`],
  }),
  payment_reminder: (b, villa) => ({
    subject: `Reminder: booking ${b.reference} expires at ${deadline(b)}`,
    heading: 'Your payment window is closing soon',
    paragraphs: [
      dear(b),
      b.slipRejected
        ? `The payment slip you sent was not accepted${b.rejectionReason ? ` (${b.rejectionReason})` : ''}, and we have not received a new one yet. ` +
          `Please pay ${formatMoney(amountDueNow(b))} and upload a new slip by ${deadline(b)}, or the booking expires.`
        : `We have not received a payment slip yet. Please pay ${formatMoney(amountDueNow(b))} and upload your slip by ${deadline(b)}, ` +
          'or the booking expires.',
    ],
    details: [...details(b), ['Pay by', deadline(b)]],
    blocks: paymentBlocks(b, villa),
    closing: thanks(villa),
  }),
  booking_link: (b, villa) => ({
    subject: `Your link to booking ${b.reference}`,
    heading: 'Here is the link to your booking',
    paragraphs: [
      dear(b),
      'You asked for a link to your booking. Open it on any device to see your booking, pay or upload your slip.',
      'If you did not ask for it, you can ignore this e-mail: the link only shows this booking.',
    ],
    details: details(b),
    blocks: [],
    closing: [`The team of ${villa.name}`],
  }),
  slip_rejected: (b, villa) => ({
    subject: `Booking ${b.reference}: your payment slip was not accepted, please send a new one by ${deadline(b)}`,
    heading: 'We could not accept your payment slip',
    paragraphs: [
      dear(b),
      'We checked the payment slip you sent and could not accept it.',
      ...(b.rejectionReason ? [`Reason: ${b.rejectionReason}`] : []),
      `We are still holding ${villa.name} for you. Please pay ${formatMoney(amountDueNow(b))} if you have not, and upload a new slip by ${deadline(b)}; ` +
        'after that time the booking expires.',
    ],
    details: [...details(b), ['Pay by', deadline(b)]],
    blocks: paymentBlocks(b, villa),
    closing: thanks(villa),
  }),
  booking_changed: (b, villa) => {
    const unpaid = b.status === 'pending_payment';
    return {
      subject: `Booking ${b.reference} has been changed`,
      heading: 'Your booking has been changed',
      paragraphs: [
        dear(b),
        `We have changed your booking at ${villa.name}. Its dates and price are now as below.`,
        ...(unpaid ? [`Please pay ${formatMoney(amountDueNow(b))} by ${deadline(b)} and upload your slip on the payment page.`] : []),
        'If this is not what you agreed with us, please contact us.',
      ],
      details: [...details(b), ...(unpaid ? [['Pay by', deadline(b)] as [string, string]] : [])],
      blocks: unpaid ? paymentBlocks(b, villa) : [],
      closing: thanks(villa),
    };
  },
  booking_deleted: (b, villa) => ({
    subject: `Booking ${b.reference} removed`,
    heading: 'Your booking has been removed',
    paragraphs: [
      dear(b),
      `Your unpaid booking at ${villa.name} has been removed and its nights are free again. Nothing is owed for it.`,
      `If you still wish to stay with us, please make a new booking at ${villa.siteUrl}.`,
    ],
    details: details(b),
    blocks: [],
    closing: [`The team of ${villa.name}`],
  }),
};
