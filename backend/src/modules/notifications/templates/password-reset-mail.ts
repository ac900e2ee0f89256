import type { Language } from '@baan-talay/contracts';
import { layoutMail } from './mail-layout';
import type { MailContent, RenderedMail } from './mail-model';

export interface PasswordResetMail {
  name: string;
  url: string;
  minutes: number;
  language: Language;
}

const TEXTS: Record<Language, (mail: PasswordResetMail, villaName: string) => MailContent> = {
  th: ({ name, minutes, url }, villa) => ({
    subject: `ตั้งรหัสผ่านใหม่สำหรับระบบผู้ดูแล ${villa}`,
    heading: 'ตั้งรหัสผ่านใหม่',
    paragraphs: [
      `เรียนคุณ${name}`,
      `มีผู้ขอตั้งรหัสผ่านใหม่สำหรับบัญชีผู้ดูแลของคุณ กดปุ่มด้านล่างเพื่อตั้งรหัสผ่านใหม่ ลิงก์นี้ใช้ได้ครั้งเดียวภายใน ${minutes} นาที`,
      'เมื่อตั้งรหัสผ่านใหม่แล้ว ทุกเซสชันที่เข้าสู่ระบบอยู่จะถูกออกจากระบบ',
    ],
    details: [],
    blocks: [],
    closing: ['หากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้ตามปกติ'],
    action: { label: 'ตั้งรหัสผ่านใหม่', url },
  }),
  en: ({ name, minutes, url }, villa) => ({
    subject: `Set a new password for the ${villa} admin`,
    heading: 'Set a new password',
    paragraphs: [
      `Dear ${name},`,
      `Someone asked to set a new password for your admin account. Use the button below to choose one. The link works once, within ${minutes} minutes.`,
      'Once the new password is set, every session signed in to your account ends.',
    ],
    details: [],
    blocks: [],
    closing: ['If you did not ask for this, do nothing: your password stays as it is.'],
    action: { label: 'Set a new password', url },
  }),
};

/** The "forgot password" e-mail, in the language the request was made in. */
export function renderPasswordResetMail(mail: PasswordResetMail, villaName: string, siteUrl: string): RenderedMail {
  return layoutMail(TEXTS[mail.language](mail, villaName), villaName, siteUrl);
}
