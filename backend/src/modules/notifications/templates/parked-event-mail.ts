import type { MailContent } from './mail-model';

export interface ParkedEventAlertData {
  parkedId: string;
  handler: string;
  eventType: string;
  streamId: string;
  position: string;
  error: string;
}

/**
 * The owner's alert that a read model skipped an event it could not apply (issue 35), in Thai and
 * then English like the other admin e-mails: what happened, what guests may notice, and what to run.
 */
export function parkedEventMailContent(alert: ParkedEventAlertData, siteUrl: string): MailContent {
  const list = 'npm run cli -- projections:parked';
  return {
    subject: `ระบบข้ามเหตุการณ์ที่ประมวลผลไม่ได้ (${alert.handler}) · An event could not be processed (${alert.handler})`,
    heading: 'ต้องตรวจสอบระบบ · The system needs a look',
    paragraphs: [
      `ส่วน ${alert.handler} ประมวลผลเหตุการณ์ ${alert.eventType} ไม่สำเร็จหลังจากลองซ้ำหลายครั้ง ระบบจึงพักเหตุการณ์นี้ไว้และทำงานต่อ การจองอื่นๆ ยังใช้งานได้ตามปกติ แต่ข้อมูลที่เกี่ยวกับเหตุการณ์นี้อาจยังไม่แสดงผล`,
      `${alert.handler} could not apply a ${alert.eventType} event after several attempts, so it was set aside and processing went on. Other bookings work as usual, but what this event changed may not show yet.`,
      `ผู้ดูแลเซิร์ฟเวอร์ดูรายการได้ด้วยคำสั่ง ${list} แล้วใช้ --retry ${alert.parkedId} (หลังแก้ไข) หรือ --skip ${alert.parkedId}`,
      `Whoever runs the server can list it with ${list}, then use --retry ${alert.parkedId} (after a fix) or --skip ${alert.parkedId}.`,
    ],
    details: [
      ['รหัส / Id', alert.parkedId],
      ['ส่วนของระบบ / Projection', alert.handler],
      ['เหตุการณ์ / Event', `${alert.eventType} · ${alert.streamId} · ${alert.position}`],
      ['ข้อผิดพลาด / Error', alert.error],
    ],
    blocks: [],
    closing: ['อีเมลนี้ส่งครั้งเดียวจนกว่าเหตุการณ์ที่พักไว้จะได้รับการจัดการ · This e-mail is sent once until the parked events are handled.'],
    action: { label: 'เปิดระบบผู้ดูแล · Open the admin area', url: `${siteUrl.replace(/\/$/, '')}/admin` },
  };
}
