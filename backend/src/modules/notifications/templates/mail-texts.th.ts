import { formatCalendarDate, formatMoney, formatThaiDateTime, RECEIPT_TEXTS, REFUND_METHOD_WORDS } from '../../receipts';
import { amountDueNow, scheduleDetails } from './payment-mail-texts';
import { stayInfoBlocks, stayTimeDetails } from './stay-info';
import type { MailBooking, MailContent, MailTexts, MailVilla } from './mail-model';

const t = RECEIPT_TEXTS.th;
const deadline = (b: MailBooking) => formatThaiDateTime(b.paymentDeadline, 'th');
const dear = (b: MailBooking) => (b.firstName ? `เรียน คุณ${b.firstName} ${b.lastName}`.trim() : 'เรียน ท่านผู้เข้าพัก');

function details(b: MailBooking): MailContent['details'] {
  return [
    [t.reference, b.reference],
    [t.checkIn, formatCalendarDate(b.checkIn, 'th')],
    [t.checkOut, formatCalendarDate(b.checkOut, 'th')],
    ['การเข้าพัก', `${t.nights(b.nights)} ${b.rooms} ห้องนอน ผู้เข้าพัก ${b.guests} ท่าน`],
    [t.total, formatMoney(b.total)],
    ...scheduleDetails(b, 'th'),
  ];
}

function paymentBlocks(b: MailBooking, villa: MailVilla): MailContent['blocks'] {
  const banks = villa.bankAccounts.map((a) => `${a.bankName} · ${a.accountNumber} · ${a.accountName}`);
  return [
    ...(banks.length ? [{ title: `โอนเงินผ่านธนาคาร จำนวน ${formatMoney(amountDueNow(b))}`, lines: banks }] : []),
    ...(villa.promptPayAvailable
      ? [{ title: 'พร้อมเพย์', lines: ['สแกนคิวอาร์โค้ดพร้อมเพย์ในหน้าชำระเงิน ซึ่งระบุยอดเงินที่ต้องชำระไว้แล้ว'] }]
      : []),
  ];
}

const thanks = (villa: MailVilla) => ['เราหวังว่าจะได้ต้อนรับท่านเร็ว ๆ นี้', `ทีมงาน ${villa.name}`];

export const MAIL_TEXTS_TH: MailTexts = {
  booking_received: (b, villa) => ({
    subject: `ได้รับการจอง ${b.reference} แล้ว กรุณาชำระเงินภายใน ${deadline(b)}`,
    heading: 'ขอบคุณสำหรับการจอง',
    paragraphs: [
      dear(b),
      `เราได้สำรอง ${villa.name} ไว้ให้ท่านแล้ว กรุณาชำระเงิน ${formatMoney(amountDueNow(b))} ภายใน ${deadline(b)} ` +
        'หากเลยเวลาดังกล่าว การจองจะหมดอายุและวันที่จองจะถูกปล่อยให้ผู้อื่นจองได้',
      'เมื่อชำระเงินแล้ว กรุณาอัปโหลดสลิปการโอนเงินในหน้าชำระเงิน เราจะตรวจสอบและยืนยันการจองทางอีเมล',
    ],
    details: [...details(b), ...stayTimeDetails(villa, 'th'), ['ชำระเงินภายใน', deadline(b)]],
    blocks: [...paymentBlocks(b, villa), ...stayInfoBlocks(villa, 'th')],
    closing: thanks(villa),
  }),
  slip_received: (b, villa) => ({
    subject: `ได้รับสลิปการโอนเงินสำหรับการจอง ${b.reference} แล้ว`,
    heading: 'เราได้รับสลิปการโอนเงินของท่านแล้ว',
    paragraphs: [dear(b), 'ขอบคุณ เรากำลังตรวจสอบการชำระเงิน และจะแจ้งทางอีเมลทันทีที่การจองได้รับการยืนยัน'],
    details: details(b),
    blocks: [],
    closing: thanks(villa),
  }),
  booking_confirmed: (b, villa) => ({
    subject: `ยืนยันการจอง ${b.reference} เรียบร้อยแล้ว`,
    heading: 'การจองของท่านได้รับการยืนยันแล้ว',
    paragraphs: [dear(b), `การเข้าพักที่ ${villa.name} ของท่านได้รับการยืนยันแล้ว ใบเสร็จรับเงินแนบมากับอีเมลนี้เป็นไฟล์ PDF`],
    details: [...details(b), ...stayTimeDetails(villa, 'th')],
    blocks: stayInfoBlocks(villa, 'th'),
    closing: thanks(villa),
  }),
  booking_cancelled: (b, villa) => ({
    subject: `การจอง ${b.reference} ถูกยกเลิก`,
    heading: 'การจองของท่านถูกยกเลิกแล้ว',
    paragraphs: [
      dear(b),
      `การจอง ${villa.name} ของท่านถูกยกเลิกแล้ว`,
      ...(b.cancelReason ? [`เหตุผล: ${b.cancelReason}`] : []),
      'หากท่านไม่ได้คาดว่าจะเกิดกรณีนี้ กรุณาตอบกลับอีเมลนี้',
    ],
    details: details(b),
    blocks: [],
    closing: [`ทีมงาน ${villa.name}`],
  }),
  booking_refunded: (b, villa) => ({
    subject: `การคืนเงินของการจอง ${b.reference}`,
    heading: b.refund?.amount ? `เราจะคืนเงินให้ท่าน ${formatMoney(b.refund.amount)}` : 'ไม่มีการคืนเงินตามนโยบายการยกเลิก',
    paragraphs: [
      dear(b),
      b.refund?.amount
        ? `การจอง ${villa.name} ที่ถูกยกเลิกของท่านได้รับการคืนเงิน ${formatMoney(b.refund.amount)} ทาง${REFUND_METHOD_WORDS.th[b.refund.method] ?? b.refund.method}`
        : `การจอง ${villa.name} ของท่านถูกยกเลิก ${b.refund?.daysBefore ?? 0} วันก่อนวันเช็คอิน ซึ่งตามนโยบายการยกเลิกไม่มีการคืนเงิน`,
      'ใบลดหนี้อยู่ในหน้าการจองของท่าน หากมีคำถาม กรุณาตอบกลับอีเมลนี้',
    ],
    details: details(b),
    blocks: [],
    closing: [`ทีมงาน ${villa.name}`],
  }),
  booking_expired: (b, villa) => ({
    subject: `การจอง ${b.reference} หมดอายุแล้ว`,
    heading: 'หมดเวลาชำระเงินแล้ว',
    paragraphs: [
      dear(b),
      `เราไม่ได้รับสลิปการโอนเงินภายใน ${deadline(b)} การจองจึงหมดอายุ และวันที่จองถูกปล่อยให้ผู้อื่นจองได้แล้ว`,
      'หมดเวลาชำระเงิน กรุณาเริ่มการจองใหม่',
    ],
    details: details(b),
    blocks: [],
    closing: [`ทีมงาน ${villa.name}`],
  }),
  payment_reminder: (b, villa) => ({
    subject: `แจ้งเตือน: การจอง ${b.reference} จะหมดอายุเวลา ${deadline(b)}`,
    heading: 'ใกล้หมดเวลาชำระเงินแล้ว',
    paragraphs: [
      dear(b),
      b.slipRejected
        ? `สลิปที่ท่านส่งมาไม่ผ่านการตรวจสอบ${b.rejectionReason ? ` (${b.rejectionReason})` : ''} และเรายังไม่ได้รับสลิปใหม่ ` +
          `กรุณาชำระเงิน ${formatMoney(amountDueNow(b))} และอัปโหลดสลิปใหม่ภายใน ${deadline(b)} มิฉะนั้นการจองจะหมดอายุ`
        : `เรายังไม่ได้รับสลิปการโอนเงินของท่าน กรุณาชำระเงิน ${formatMoney(amountDueNow(b))} และอัปโหลดสลิปภายใน ${deadline(b)} ` +
          'มิฉะนั้นการจองจะหมดอายุ',
    ],
    details: [...details(b), ['ชำระเงินภายใน', deadline(b)]],
    blocks: paymentBlocks(b, villa),
    closing: thanks(villa),
  }),
  booking_link: (b, villa) => ({
    subject: `ลิงก์สำหรับการจอง ${b.reference}`,
    heading: 'ลิงก์สำหรับเปิดการจองของท่าน',
    paragraphs: [
      dear(b),
      'ท่านได้ขอลิงก์สำหรับเปิดการจอง ท่านสามารถเปิดลิงก์นี้จากอุปกรณ์ใดก็ได้ เพื่อดูการจอง ชำระเงิน หรืออัปโหลดสลิป',
      'หากท่านไม่ได้ขอลิงก์นี้ ท่านสามารถละเว้นอีเมลนี้ได้ ลิงก์นี้เปิดได้เฉพาะการจองนี้เท่านั้น',
    ],
    details: details(b),
    blocks: [],
    closing: [`ทีมงาน ${villa.name}`],
  }),
  slip_rejected: (b, villa) => ({
    subject: `การจอง ${b.reference}: สลิปไม่ผ่านการตรวจสอบ กรุณาส่งสลิปใหม่ภายใน ${deadline(b)}`,
    heading: 'สลิปการชำระเงินของท่านไม่ผ่านการตรวจสอบ',
    paragraphs: [
      dear(b),
      'เราได้ตรวจสอบสลิปการชำระเงินที่ท่านส่งมาแล้ว และไม่สามารถยอมรับสลิปนี้ได้',
      ...(b.rejectionReason ? [`เหตุผล: ${b.rejectionReason}`] : []),
      `เรายังคงสำรอง ${villa.name} ไว้ให้ท่าน กรุณาชำระเงิน ${formatMoney(amountDueNow(b))} หากยังไม่ได้ชำระ และอัปโหลดสลิปใหม่ภายใน ${deadline(b)} ` +
        'หากเลยเวลาดังกล่าว การจองจะหมดอายุ',
    ],
    details: [...details(b), ['ชำระเงินภายใน', deadline(b)]],
    blocks: paymentBlocks(b, villa),
    closing: thanks(villa),
  }),
  booking_changed: (b, villa) => {
    const unpaid = b.status === 'pending_payment';
    return {
      subject: `การจอง ${b.reference} มีการเปลี่ยนแปลง`,
      heading: 'การจองของท่านมีการเปลี่ยนแปลง',
      paragraphs: [
        dear(b),
        `เราได้แก้ไขการจอง ${villa.name} ของท่าน วันที่และราคาล่าสุดเป็นดังด้านล่าง`,
        ...(unpaid ? [`กรุณาชำระเงิน ${formatMoney(amountDueNow(b))} ภายใน ${deadline(b)} และอัปโหลดสลิปที่หน้าชำระเงิน`] : []),
        'หากไม่ตรงกับที่ตกลงไว้ กรุณาติดต่อเรา',
      ],
      details: [...details(b), ...(unpaid ? [['ชำระเงินภายใน', deadline(b)] as [string, string]] : [])],
      blocks: unpaid ? paymentBlocks(b, villa) : [],
      closing: thanks(villa),
    };
  },
  booking_deleted: (b, villa) => ({
    subject: `การจอง ${b.reference} ถูกลบแล้ว`,
    heading: 'การจองของท่านถูกลบแล้ว',
    paragraphs: [
      dear(b),
      `การจอง ${villa.name} ที่ยังไม่ได้ชำระเงินของท่านถูกลบแล้ว และวันที่จองว่างให้ผู้อื่นจองได้ ท่านไม่มียอดที่ต้องชำระสำหรับการจองนี้`,
      `หากท่านยังต้องการเข้าพัก กรุณาจองใหม่ที่ ${villa.siteUrl}`,
    ],
    details: details(b),
    blocks: [],
    closing: [`ทีมงาน ${villa.name}`],
  }),
};
