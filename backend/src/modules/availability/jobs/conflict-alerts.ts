import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { Mailer } from '../../../infrastructure/mail/mailer';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { bookingReference } from '../../booking';
import type { CalendarEvent, HolderRef } from '../domain/calendar.events';
import { sharedNights } from '../domain/calendar.state';
import { CalendarQueries } from '../queries/calendar.queries';

export const CALENDAR_ALERT_QUEUE = 'calendar-alerts';

export interface ConflictAlertJob {
  calendarId: string;
  uid: string;
  from: string;
  to: string;
  holder: HolderRef;
}

const holderText = (holder: HolderRef): { en: string; th: string } => {
  const dates = `${holder.from} – ${holder.to}`;
  if (holder.kind === 'booking') return { en: `direct booking ${bookingReference(holder.id)} (${dates})`, th: `การจองตรง ${bookingReference(holder.id)} (${dates})` };
  if (holder.kind === 'block') return { en: `a block of the owner (${dates})`, th: `วันที่เจ้าของปิดไว้ (${dates})` };
  return { en: `a stay imported from another calendar (${dates})`, th: `การเข้าพักที่นำเข้าจากปฏิทินอื่น (${dates})` };
};

/** The admins' e-mail about an imported stay that overlaps a holder: both named, and the nights they share, in English and Thai. */
export function conflictMail(job: ConflictAlertJob, calendarName: string): { subject: string; text: string } {
  const holder = holderText(job.holder);
  const shared = sharedNights(job, job.holder);
  const nights = `${shared.from} – ${shared.to}`;
  const subject = `Calendar conflict: ${calendarName} ${nights} / ปฏิทินซ้อนกัน`;
  const text = [
    `${calendarName} has a stay ${job.from} – ${job.to} (UID ${job.uid}) that overlaps ${holder.en} on the nights ${nights}.`,
    'Those nights are sold twice: resolve it in the channel or here. The imported stay keeps all its nights closed to guests meanwhile.',
    '',
    `${calendarName} มีการเข้าพัก ${job.from} – ${job.to} (UID ${job.uid}) ที่ซ้อนกับ${holder.th} ในคืน ${nights}`,
    'คืนเหล่านั้นถูกขายซ้ำ กรุณาแก้ไขในช่องทางนั้นหรือในระบบนี้ ระหว่างนี้การเข้าพักที่นำเข้ายังปิดทุกคืนของตนไม่ให้แขกจอง',
  ].join('\n');
  return { subject, text };
}

/**
 * A reactor (never replayed): an imported stay recorded as a conflict puts one e-mail job per event
 * on the queue (the job id is the event's, so a re-delivery adds nothing); the worker mails every
 * active admin. The dashboard shows the same conflicts from calendar_view.
 */
@Injectable()
@EventHandlerProvider()
export class ConflictAlerts implements EventHandlerDefinition, OnApplicationBootstrap {
  readonly name = 'calendar-conflict-alerts';
  readonly kind = 'reactor';
  readonly eventTypes = ['ExternalStayImported'] as const;

  constructor(
    private readonly queues: QueueRegistry,
    private readonly mailer: Mailer,
    private readonly calendar: CalendarQueries,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.queue();
  }

  onApplicationBootstrap(): void {
    this.queues.worker<ConflictAlertJob, number>(CALENDAR_ALERT_QUEUE, (job) => this.send(job));
  }

  async handle(recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as CalendarEvent;
    if (event.type !== 'ExternalStayImported' || !event.data.conflict) return;
    const { calendarId, uid, from, to, conflict } = event.data;
    await this.queue().add('conflict', { calendarId, uid, from, to, holder: conflict }, { jobId: `conflict-${recorded.eventId}` });
  }

  private async send(job: Job<ConflictAlertJob>): Promise<number> {
    const calendars = await this.calendar.calendars();
    const name = calendars.find((c) => c.id === job.data.calendarId)?.name ?? 'An external calendar';
    const { subject, text } = conflictMail(job.data, name);
    const admins: { email: string }[] = await this.dataSource.query(`SELECT email FROM admin_users WHERE status = 'active' ORDER BY email`);
    for (const { email } of admins) {
      await this.mailer.send({ to: email, subject, text, html: `<pre style="font-family:inherit">${escapeHtml(text)}</pre>`, messageId: `<${job.id}.${email}@${mailDomain(this.config.mailFrom)}>` });
    }
    return admins.length;
  }

  private queue() {
    return this.queues.queue<ConflictAlertJob>(CALENDAR_ALERT_QUEUE, {
      attempts: 6,
      backoff: { type: 'exponential', delay: this.config.emailRetryDelayMs },
      removeOnComplete: { age: 30 * 24 * 3600 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
const mailDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'baantalay.example';
