export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A Message-ID of our choosing (`<id@domain>`), so a resent message can be recognised. */
  messageId?: string;
  /** Where the reader's answer goes when it is not the sending address (the villa's own inbox). */
  replyTo?: string;
  /** BCP 47 tag of the message's language, sent as Content-Language. */
  language?: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** Where the message went: 'smtp' or the .eml file written to the outbox. */
  destination: string;
}

/** Sends one e-mail or throws (so the job that asked can retry). Implemented by MailModule. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<SentMail>;
}
