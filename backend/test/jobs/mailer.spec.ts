import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../../src/infrastructure/config/app-config';
import { NodemailerMailer } from '../../src/infrastructure/mail/nodemailer.mailer';
import { startSmtpSink } from './support/smtp-sink';

const mail = {
  to: 'somchai@example.com',
  subject: 'ยืนยันการจอง BT-7K3M9Q',
  text: 'ขอบคุณที่จองกับเรา',
  html: '<p>ขอบคุณที่จองกับเรา</p>',
  language: 'th',
  attachments: [{ filename: 'receipt.pdf', content: Buffer.from('%PDF-1.3 test'), contentType: 'application/pdf' }],
};

describe('NodemailerMailer', () => {
  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const mailer = new NodemailerMailer(loadConfig({ OUTBOX_DIR: outboxDir }));
    try {
      const sent = await mailer.send(mail);
      const files = readdirSync(outboxDir);
      expect(files).toHaveLength(1);
      expect(sent.destination).toBe(join(outboxDir, files[0]));
      const parsed = await simpleParser(readFileSync(sent.destination));
      expect(parsed.subject).toBe(mail.subject);
      expect(parsed.text?.trim()).toBe(mail.text);
      expect(parsed.headers.get('content-language')).toBe('th');
      expect(parsed.messageId).toBe(sent.messageId);
      expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([['receipt.pdf', 'application/pdf']]);
    } finally {
      mailer.onApplicationShutdown();
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });

  it('delivers over SMTP when SMTP_URL is set, and throws when the server refuses', async () => {
    const sink = await startSmtpSink({ rejectFirst: 1 });
    const mailer = new NodemailerMailer(loadConfig({ SMTP_URL: sink.url }));
    try {
      await expect(mailer.send(mail)).rejects.toThrow(/451/);
      const sent = await mailer.send(mail);
      const [received] = await sink.waitFor(1);
      expect(sent.destination).toBe('smtp');
      expect(received.messageId).toBe(sent.messageId);
      expect(received.html).toContain('ขอบคุณที่จองกับเรา');
      expect(received.attachments[0].content.toString()).toBe('%PDF-1.3 test');
    } finally {
      mailer.onApplicationShutdown();
      await sink.close();
    }
  });
});
