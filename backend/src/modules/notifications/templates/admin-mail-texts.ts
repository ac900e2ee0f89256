import { formatCalendarDate, formatMoney, RECEIPT_TEXTS } from '../../receipts';
import type { MailBooking, MailContent, MailVilla } from './mail-model';

export const ADMIN_MAIL_KINDS = ['admin_new_booking', 'admin_slip_uploaded', 'admin_balance_overdue'] as const;
export type AdminMailKind = (typeof ADMIN_MAIL_KINDS)[number];

/**
 * What the villa's admins are told, in Thai and then English (an admin's language is not known):
 * who booked which nights, the status now, and a button to the booking in the admin area.
 */
export function adminMailContent(kind: AdminMailKind, b: MailBooking, villa: MailVilla): MailContent {
  const guest = `${b.firstName} ${b.lastName}`.trim();
  const th = RECEIPT_TEXTS.th;
  const en = RECEIPT_TEXTS.en;
  const news = NEWS[kind](b);
  return {
    subject: `${news.th} · ${news.en}`,
    heading: `${news.th} · ${news.en}`,
    paragraphs: kind === 'admin_balance_overdue' ? overdueParagraphs(b, guest) : [
      kind === 'admin_new_booking'
        ? `คุณ${guest} จอง ${villa.name} ${th.nights(b.nights)} และได้รับคำแนะนำการชำระเงินแล้ว`
        : `คุณ${guest} ส่งสลิปการชำระเงินแล้ว กรุณาตรวจสอบและยืนยันหรือปฏิเสธสลิป`,
      kind === 'admin_new_booking'
        ? `${guest} booked ${villa.name} for ${en.nights(b.nights)} and has the payment instructions.`
        : `${guest} sent a payment slip. Please check it, then confirm the booking or reject the slip.`,
      ],
    details: [
      [`${th.reference} / ${en.reference}`, b.reference],
      [`${th.guest} / ${en.guest}`, `${guest} · ${b.email}`],
      [`${th.checkIn} / ${en.checkIn}`, `${formatCalendarDate(b.checkIn, 'th')} · ${formatCalendarDate(b.checkIn, 'en')}`],
      [`${th.checkOut} / ${en.checkOut}`, `${formatCalendarDate(b.checkOut, 'th')} · ${formatCalendarDate(b.checkOut, 'en')}`],
      [`${th.total} / ${en.total}`, formatMoney(b.total)],
      [`${th.status} / ${en.status}`, `${th.statuses[b.status]} · ${en.statuses[b.status]}`],
    ],
    blocks: [],
    closing: ['ปิดการแจ้งเตือนนี้ได้ที่หน้าบัญชีของคุณในระบบผู้ดูแล · You can turn these e-mails off on your account page in the admin area.'],
    action: { label: 'เปิดการจอง · Open the booking', url: `${villa.siteUrl.replace(/\/$/, '')}/admin/bookings?search=${encodeURIComponent(b.reference)}` },
  };
}

const NEWS: Record<AdminMailKind, (b: MailBooking) => { th: string; en: string }> = {
  admin_new_booking: (b) => ({ th: `การจองใหม่ ${b.reference}`, en: `New booking ${b.reference}` }),
  admin_slip_uploaded: (b) => ({ th: `สลิปใหม่รอตรวจสอบ ${b.reference}`, en: `New payment slip to check for ${b.reference}` }),
  admin_balance_overdue: (b) => ({ th: `ยอดคงเหลือเลยกำหนด ${b.reference}`, en: `Balance overdue for ${b.reference}` }),
};

/** The owner's alert (issue 30): the balance was not paid by its day; the booking is kept unless they cancel it. */
function overdueParagraphs(b: MailBooking, guest: string): string[] {
  const amount = formatMoney(b.payment?.schedule.balance.amount ?? 0);
  const due = b.payment?.schedule.balance.dueOn ?? '';
  return [
    `คุณ${guest} ยังไม่ได้ชำระยอดคงเหลือ ${amount} ซึ่งครบกำหนดวันที่ ${due ? formatCalendarDate(due, 'th') : '-'} กรุณาติดต่อลูกค้าหรือยกเลิกการจอง`,
    `${guest} has not paid the balance of ${amount} due on ${due ? formatCalendarDate(due, 'en') : '-'}. Please contact the guest, or cancel the booking.`,
  ];
}
