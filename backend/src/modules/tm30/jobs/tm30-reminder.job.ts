import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, todayInBangkok } from '@baan-talay/pricing';
import type { Job } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { Mailer } from '../../../infrastructure/mail/mailer';
import { PeriodicTask } from '../../../infrastructure/queue/periodic-task';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { CLOCK, type Clock } from '../../../shared/clock';
import { BookingLinks, BookingQueries, StaysInRange } from '../../booking';
import { villaName } from '../../receipts';
import { VillaQueries } from '../../villa';
import { RunTm30Command } from '../commands/tm30-commands';
import { Tm30Queries } from '../queries/tm30.queries';
import { renderTm30ReminderMail } from './tm30-reminder-mail';

export const TM30_REMINDER_QUEUE = 'tm30-reminders';
/** Guests are reminded this many days before check-in, and on each later day until they answer. */
export const TM30_REMINDER_DAYS = 3;
const HOURLY = 3600 * 1000;
const SYSTEM = { kind: 'system', id: 'tm30-reminder' } as const;

interface ReminderJob {
  bookingId: string;
}

/** The guest's TM30 page: the booking's own e-mail link, pointed at /guests. */
export const guestsPageLink = (bookingUrl: string): string => bookingUrl.replace(/\/[a-z-]+\?token=/, '/guests?token=');

/**
 * Reminds guests of a confirmed stay checking in within three days whose TM30 details are missing:
 * an hourly scan queues one BullMQ job per booking (its id is the booking's, so never twice), and
 * the worker mails the guest's link and records Tm30ReminderSent (at most once per booking).
 */
@Injectable()
export class Tm30ReminderJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Tm30ReminderJob.name);
  private readonly periodic = new PeriodicTask('TM30 reminders', async () => {
    const queued = await this.scan();
    return queued.length > 0 ? `Queued ${queued.length} TM30 reminder(s)` : null;
  });

  constructor(
    private readonly queues: QueueRegistry,
    private readonly stays: StaysInRange,
    private readonly tm30: Tm30Queries,
    private readonly bookings: BookingQueries,
    private readonly links: BookingLinks,
    private readonly villa: VillaQueries,
    private readonly mailer: Mailer,
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runWorkers) return;
    this.queues.worker<ReminderJob, string>(TM30_REMINDER_QUEUE, (job) => this.process(job), { concurrency: 1 });
    this.periodic.start(HOURLY);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /** Queues a reminder for each stay due one; returns their booking ids. */
  async scan(now = new Date(this.clock.now())): Promise<string[]> {
    const today = todayInBangkok(now);
    const stays = (await this.stays.between(today, addDays(today, TM30_REMINDER_DAYS), ['confirmed'])).filter(
      (stay) => stay.checkIn >= today && stay.email && !stay.erased,
    );
    const rows = await this.tm30.rows(stays.map((stay) => stay.bookingId));
    const due = stays.filter((stay) => !rows.get(stay.bookingId)?.submitted && !rows.get(stay.bookingId)?.reminderSentAt);
    const queue = this.queues.queue<ReminderJob>(TM30_REMINDER_QUEUE, { attempts: 6, backoff: { type: 'exponential', delay: this.config.emailRetryDelayMs }, removeOnComplete: { age: 30 * 24 * 3600 }, removeOnFail: { age: 30 * 24 * 3600 } });
    for (const { bookingId } of due) await queue.add('tm30_reminder', { bookingId }, { jobId: `tm30-reminder-${bookingId}` });
    return due.map((stay) => stay.bookingId);
  }

  async process(job: Job<ReminderJob>): Promise<string> {
    const { bookingId } = job.data;
    const row = await this.tm30.row(bookingId);
    if (row?.submitted || row?.reminderSentAt) return 'skipped: answered or reminded already';
    const booking = await this.bookings.findDto(bookingId);
    const to = booking?.customerInfo?.email;
    if (!booking || !to || booking.status !== 'confirmed' || booking.personalDataErasedAt) return 'skipped: no confirmed booking to remind';
    const link = await this.links.url(booking);
    if (!link) return 'skipped: no link';
    const { villa } = await this.villa.current();
    const mail = { name: booking.customerInfo?.firstName ?? '', reference: booking.reference, checkIn: booking.checkIn, url: guestsPageLink(link), language: booking.language };
    const sent = await this.mailer.send({ to, ...renderTm30ReminderMail(mail, villaName(villa, booking.language), this.config.publicUrl), language: booking.language });
    await this.commandBus.execute(new RunTm30Command({ type: 'RecordTm30Reminder', data: { bookingId, to } }, SYSTEM));
    this.logger.log(`TM30 reminder for ${booking.reference} sent to ${sent.destination}`);
    return `sent ${sent.messageId}`;
  }
}
