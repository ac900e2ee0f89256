/** What other contexts may use from the notifications context. */
export { NotificationsModule } from './notifications.module';
export { EmailQueue } from './jobs/email.queue';
export { EmailLedger } from './jobs/email-ledger';
export { layoutMail } from './templates/mail-layout';
export type { MailContent, RenderedMail } from './templates/mail-model';
