import { layoutMail } from './mail-layout';
import type { RenderedMail } from './mail-model';

export interface AdminRegisteredMail {
  adminId: string;
  name: string;
  email: string;
}

/**
 * The owner's notice of an account waiting for approval, in Thai and then English like the other
 * admin e-mails (the owner's language is not known), with a button to the Users page.
 */
export function renderAdminRegisteredMail({ name, email }: AdminRegisteredMail, villaName: string, siteUrl: string): RenderedMail {
  const users = `${siteUrl.replace(/\/$/, '')}/admin/users`;
  return layoutMail(
    {
      subject: `ผู้ดูแลใหม่รออนุมัติ: ${name} · New admin waiting for approval: ${name}`,
      heading: 'ผู้ดูแลใหม่รออนุมัติ · New admin waiting for approval',
      paragraphs: [
        `${name} (${email}) สมัครเป็นผู้ดูแล ${villaName} และรอให้คุณอนุมัติ บัญชีนี้ยังเข้าสู่ระบบไม่ได้จนกว่าจะได้รับอนุมัติ`,
        `${name} (${email}) registered as an admin of ${villaName} and waits for your approval. The account cannot sign in until it is approved.`,
      ],
      details: [
        ['ชื่อ / Name', name],
        ['อีเมล / E-mail', email],
      ],
      blocks: [],
      closing: ['หากคุณไม่รู้จักผู้สมัคร ให้ปฏิเสธบัญชีนี้ · If you do not know this person, reject the account.'],
      action: { label: 'อนุมัติหรือปฏิเสธ · Approve or reject', url: users },
    },
    villaName,
    siteUrl,
  );
}
