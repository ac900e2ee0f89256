import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { SendMailOptions, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Mailer, OutgoingMail, SentMail } from './mailer';

/**
 * SMTP through `SMTP_URL`; without it each message is rendered exactly as it would be sent and
 * written as an .eml file under the outbox folder, so a development machine needs no mail server.
 */
@Injectable()
export class NodemailerMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const message: SendMailOptions = {
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      ...(mail.replyTo && { replyTo: mail.replyTo }),
      ...(mail.messageId && { messageId: mail.messageId }),
      text: mail.text,
      html: mail.html,
      headers: mail.language ? { 'Content-Language': mail.language } : undefined,
      attachments: mail.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
    };
    const info = await this.transport.sendMail(message);
    if (this.config.smtpUrl) return { messageId: info.messageId, destination: 'smtp' };
    return { messageId: info.messageId, destination: await this.writeToOutbox(info.messageId, info.message as Buffer) };
  }

  private async writeToOutbox(messageId: string, raw: Buffer): Promise<string> {
    await mkdir(this.config.outboxDir, { recursive: true });
    // Time first so the folder lists in sending order; the id keeps names unique.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.config.outboxDir, `${stamp}-${messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`);
    await writeFile(file, raw);
    return file;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
