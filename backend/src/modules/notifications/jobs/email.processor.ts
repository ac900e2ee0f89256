import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { Mailer } from '../../../infrastructure/mail/mailer';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { CLOCK, type Clock } from '../../../shared/clock';
import { DomainError } from '../../../shared/domain-error';
import { isPlainEmailAddress } from '../../../shared/email-address';
import { BOOKING_VIEW_PROJECTION, RecordConfirmationEmailSentCommand, bookingStreamId } from '../../booking';
import { AdminUsersReader } from '../../admin-auth';
import { PaymentLedgerQueries } from '../../payments';
import { BookingDocuments, BookingWithVilla } from '../../receipts';
import { MailComposer, confirmationMessageId } from '../mail-composer';
import { EmailLedger } from './email-ledger';
import { reasonNotToSend } from './email-relevance';
import { EMAIL_QUEUE, EmailJob } from './email.jobs';

/**
 * The e-mail worker. A failed send throws, and BullMQ retries with exponential backoff. Once a
 * message is out, the job remembers it, so a retry after a later failure never mails twice.
 */
@Injectable()
export class EmailProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    private readonly queues: QueueRegistry,
    private readonly documents: BookingDocuments,
    private readonly composer: MailComposer,
    private readonly mailer: Mailer,
    private readonly commandBus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly subscriptions: SubscriptionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: EmailLedger,
    private readonly admins: AdminUsersReader,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly payments: PaymentLedgerQueries,
  ) {}

  onApplicationBootstrap(): void {
    this.queues.worker<EmailJob, string>(EMAIL_QUEUE, (job) => this.process(job), { concurrency: 4 });
  }

  async process(job: Job<EmailJob>): Promise<string> {
    // Added again after Redis forgot it (the reconciler): what it did the first time stands.
    const earlier = job.data.sent || !job.id ? null : await this.ledger.outcome(job.id);
    if (earlier) {
      // Mailed, but Redis lost the job's record of it: the confirmation's event may still be owed.
      const sent = sentIn(earlier);
      if (sent && job.data.kind === 'booking_confirmed') await this.recordConfirmation(job.data, sent);
      return `skipped: handled before (${earlier})`;
    }
    const outcome = await this.run(job);
    if (job.id) await this.ledger.record(job.id, outcome);
    return outcome;
  }

  private async run(job: Job<EmailJob>): Promise<string> {
    // A read model behind the event would say "no e-mail address yet": wait, or fail and retry.
    if (job.data.afterPosition) await this.subscriptions.waitFor(BOOKING_VIEW_PROJECTION, job.data.afterPosition, 10_000);
    const loaded = await this.documents.load(job.data.bookingId, { deleted: job.data.kind === 'booking_deleted' }).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    });
    if (!loaded) return 'skipped: the booking is gone';
    let sent = job.data.sent;
    // A job added again after the first was forgotten by Redis (a replayed reactor, a reconciler
    // pass) finds the confirmation already mailed and recorded.
    if (!sent && job.data.kind === 'booking_confirmed' && (await this.recorded(job.data))) {
      return 'skipped: this confirmation was already e-mailed';
    }
    if (job.data.kind === 'admin_new_booking' || job.data.kind === 'admin_slip_uploaded' || job.data.kind === 'admin_balance_overdue') return this.mailAdmins(job, loaded);
    if (!sent) {
      const due = await this.payments.dueNow(job.data.bookingId);
      const skip = reasonNotToSend(job.data, loaded.booking, new Date(this.clock.now()), due);
      if (skip) return `skipped: ${skip}`;
      const rejection = job.data.kind === 'payment_reminder' ? await this.lastRejection(job.data.bookingId) : undefined;
      const mail = await this.composer.compose(job.data, loaded, rejection);
      // Checked again where it leaves: one plain address, whatever an older event or a bug let through.
      if (!isPlainEmailAddress(mail.to)) return 'skipped: not a plain e-mail address';
      const { messageId, destination } = await this.mailer.send(mail);
      sent = { to: mail.to, messageId };
      // Postgres first: a Redis outage from here on cannot make a retry mail the guest again.
      if (job.id) await this.ledger.record(job.id, sentOutcome(sent));
      await job.updateData({ ...job.data, sent });
      this.logger.log(`${job.data.kind} for ${loaded.booking.reference} sent to ${destination}`);
    }
    if (job.data.kind === 'booking_confirmed') await this.recordConfirmation(job.data, sent);
    return sentOutcome(sent);
  }

  /** One message per admin who wants them; a retry after a failure mails only those not yet mailed. */
  private async mailAdmins(job: Job<EmailJob>, loaded: BookingWithVilla): Promise<string> {
    const done = new Set(job.data.sentToAdmins ?? []);
    const wanted = (await this.admins.bookingEmailRecipients()).filter((to) => !done.has(to) && isPlainEmailAddress(to));
    // Each admin's copy is in the ledger once sent, so a retry after a Redis failure skips it too.
    const ledgered = await this.ledger.handled(wanted.map((to) => adminCopyId(job, to)));
    for (const to of wanted.filter((to) => ledgered.has(adminCopyId(job, to)))) done.add(to);
    for (const to of wanted.filter((to) => !done.has(to))) {
      const mail = await this.composer.compose({ ...job.data, to }, loaded);
      const { messageId } = await this.mailer.send({ ...mail, language: 'th' });
      await this.ledger.record(adminCopyId(job, to), sentOutcome({ to, messageId }));
      done.add(to);
      await job.updateData({ ...job.data, sentToAdmins: [...done] });
    }
    return `sent to ${done.size} admin(s)`;
  }

  /** The admin's last slip rejection on this booking, if any: a reminder after it says so. */
  private async lastRejection(bookingId: string): Promise<{ reason?: string } | undefined> {
    const events = await this.store.readStream(bookingStreamId(bookingId));
    const rejected = events.filter((event) => event.type === 'SlipCleared' && (event.data as { by?: string }).by === 'admin').pop();
    return rejected && { ...((rejected.data as { reason?: string }).reason && { reason: (rejected.data as { reason?: string }).reason }) };
  }

  /** At most one ConfirmationEmailSent per confirmation: its Message-ID is derived from it. */
  private async recordConfirmation(job: EmailJob, sent: { to: string; messageId: string }): Promise<void> {
    if (await this.recorded(job, sent.messageId)) return;
    await this.commandBus.execute(
      new RecordConfirmationEmailSentCommand(job.bookingId, sent.to, sent.messageId, job.confirmationId, job.requestedBy),
    );
  }

  private async recorded(job: EmailJob, messageId = confirmationMessageId(job.confirmationId ?? '', this.config.mailFrom)): Promise<boolean> {
    const events = await this.store.readStream(bookingStreamId(job.bookingId));
    return events.some((event) => event.type === 'ConfirmationEmailSent' && event.data.messageId === messageId);
  }
}

/** The ledger's outcome of a sent e-mail; `sentIn` reads it back. */
const sentOutcome = (sent: { to: string; messageId: string }) => `sent ${sent.messageId} to ${sent.to}`;
const sentIn = (outcome: string): { to: string; messageId: string } | null => {
  const match = /^sent (\S+) to (\S+)$/.exec(outcome);
  return match ? { messageId: match[1], to: match[2] } : null;
};

/** The ledger key of one admin's copy of a job's e-mail. */
const adminCopyId = (job: Job<EmailJob>, to: string) => `${job.id ?? job.data.bookingId}:admin:${to}`;
