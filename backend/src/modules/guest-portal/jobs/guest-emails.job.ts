import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GuestEmailKind } from '@baan-talay/contracts';
import { addDays, todayInBangkok } from '@baan-talay/pricing';
import type { Job, Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { Mailer } from '../../../infrastructure/mail/mailer';
import { PeriodicTask } from '../../../infrastructure/queue/periodic-task';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { CLOCK, type Clock } from '../../../shared/clock';
import { isPlainEmailAddress } from '../../../shared/email-address';
import { BookingLinks, BookingQueries } from '../../booking';
import { EmailLedger, layoutMail } from '../../notifications';
import { VillaQueries } from '../../villa';
import { dueGuestEmails } from '../domain/guest-email-schedule.rule';
import { GuestPortalQueries } from '../queries/guest-portal.queries';
import { guestEmailContent } from './guest-email.texts';

export const GUEST_EMAIL_QUEUE = 'guest-emails';
export interface GuestEmailJob {
  kind: GuestEmailKind;
  bookingId: string;
}
/** One e-mail per booking and kind, ever: the ledger (Postgres) keeps this key once it is sent. */
export const guestEmailJobId = (kind: GuestEmailKind, bookingId: string) => `guest-email.${kind}.${bookingId}`;

/**
 * The scheduled guest e-mails (pre-arrival, check-out morning, thank-you): every
 * GUEST_EMAILS_EVERY_MINUTES (15; 0 turns the timer off) the confirmed stays around today are
 * checked against the schedule rule; each e-mail due and not yet in the ledger becomes a job, and the
 * worker sends it once and records it. Restarts and overlapping runs add nothing twice.
 */
@Injectable()
export class GuestEmailsJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic = new PeriodicTask('Guest e-mails', async () => {
    const queued = await this.run();
    return queued.length > 0 ? `Queued ${queued.length} scheduled guest e-mail(s)` : null;
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
    private readonly ledger: EmailLedger,
    private readonly portal: GuestPortalQueries,
    private readonly bookings: BookingQueries,
    private readonly links: BookingLinks,
    private readonly villa: VillaQueries,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    // Named from the start, so queue status and health list it before its first job.
    this.queue();
  }

  onApplicationBootstrap(): void {
    this.queues.worker<GuestEmailJob, string>(GUEST_EMAIL_QUEUE, (job) => this.process(job));
    if (this.config.runWorkers && this.config.guestEmailsEveryMinutes > 0) this.periodic.start(this.config.guestEmailsEveryMinutes * 60_000);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  queue(): Queue<GuestEmailJob> {
    return this.queues.queue<GuestEmailJob>(GUEST_EMAIL_QUEUE, {
      attempts: 6,
      backoff: { type: 'exponential', delay: this.config.emailRetryDelayMs },
      removeOnComplete: true,
      removeOnFail: { age: 30 * 24 * 3600 },
    });
  }

  /** Queues every e-mail due at `now` (the clock's) and not sent before; returns their job ids. */
  async run(now = new Date(this.clock.now())): Promise<string[]> {
    const { settings, emails } = await this.portal.config();
    const today = todayInBangkok(now);
    const rows: { id: string; status: 'confirmed'; check_in: string; check_out: string }[] = await this.dataSource.query(
      `SELECT id, status, check_in::text, check_out::text FROM booking_view
        WHERE status = 'confirmed' AND NOT deleted AND check_out >= $1 AND check_in <= $2`,
      [addDays(today, -3), addDays(today, settings.preArrivalDaysBefore + 1)],
    );
    const wanted = rows.flatMap((row) =>
      dueGuestEmails({ status: row.status, checkIn: row.check_in, checkOut: row.check_out }, settings, now)
        .filter((kind) => emails[kind].enabled)
        .map((kind) => ({ kind, bookingId: row.id, jobId: guestEmailJobId(kind, row.id) })),
    );
    const sent = await this.ledger.handled(wanted.map((item) => item.jobId));
    const due = wanted.filter((item) => !sent.has(item.jobId));
    for (const { kind, bookingId, jobId } of due) await this.queue().add(kind, { kind, bookingId }, { jobId });
    return due.map((item) => item.jobId);
  }

  async process(job: Job<GuestEmailJob>): Promise<string> {
    const { kind, bookingId } = job.data;
    const jobId = guestEmailJobId(kind, bookingId);
    const earlier = await this.ledger.outcome(jobId);
    if (earlier) return `skipped: handled before (${earlier})`;
    const booking = await this.bookings.findDto(bookingId);
    const template = (await this.portal.config()).emails[kind];
    if (!booking || booking.status !== 'confirmed') return 'skipped: not a confirmed stay';
    if (!template.enabled) return 'skipped: turned off';
    const to = booking.customerInfo?.email ?? '';
    if (!isPlainEmailAddress(to)) return 'skipped: no e-mail address';
    const portalUrl = (await this.links.url(booking)) ?? `${this.config.publicUrl}/booking/${bookingId}/confirmation`;
    const link = kind === 'thank_you' ? portalUrl.replace(/\/confirmation\?/, '/review?') : portalUrl;
    const { villa } = await this.villa.current();
    const mail = layoutMail(guestEmailContent(template, booking, booking.language, link), villa.name[booking.language] || villa.name.en, this.config.publicUrl);
    const { messageId } = await this.mailer.send({ to, ...mail, language: booking.language });
    const outcome = `sent ${messageId} to ${to}`;
    await this.ledger.record(jobId, outcome);
    return outcome;
  }
}
