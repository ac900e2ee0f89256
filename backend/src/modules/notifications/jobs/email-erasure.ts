import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ERASED } from '../../../event-store/personal-data';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { ErasedBooking, PersonalDataScrubbers } from '../../booking';
import type { EmailJob } from './email.jobs';
import { EmailQueue } from './email.queue';

const JOB_STATES = ['completed', 'failed', 'waiting', 'delayed', 'paused', 'prioritized', 'waiting-children'] as const;

/**
 * The e-mail copies of an erased booking's personal data: its jobs in Redis (queued or kept after
 * running, with their addresses and outcomes, and the queue's event log quoting them), the
 * recipient in email_ledger, and the .eml files of the outbox.
 */
@Injectable()
export class EmailErasure {
  constructor(
    scrubbers: PersonalDataScrubbers,
    private readonly emails: EmailQueue,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    scrubbers.register('e-mails', (booking) => this.scrub(booking));
  }

  async scrub(booking: ErasedBooking): Promise<void> {
    await removeJobsOf(this.emails.queue(), booking.bookingId);
    for (const email of booking.emails) {
      await this.dataSource.query(`UPDATE email_ledger SET outcome = replace(outcome, $1, $2) WHERE strpos(outcome, $1) > 0`, [email, ERASED]);
    }
    if (!this.config.smtpUrl) await deleteOutboxFiles(this.config.outboxDir, [...booking.emails, booking.reference]);
  }
}

/** Removes the booking's jobs in every state but active, and the queue events that quote them. */
async function removeJobsOf(queue: Queue<EmailJob>, bookingId: string): Promise<void> {
  const jobs = (await queue.getJobs([...JOB_STATES])).filter((job) => job?.data?.bookingId === bookingId);
  for (const job of jobs) await job.remove().catch(() => undefined); // picked up meanwhile: it finds the booking erased
  const ids = new Set(jobs.map((job) => job.id));
  if (ids.size === 0) return;
  // BullMQ's own client type leaves out the stream commands its ioredis connection has.
  const client = (await queue.client) as unknown as Redis;
  const key = queue.toKey('events');
  const entries = await client.xrange(key, '-', '+');
  const quoting = entries
    .filter(([, fields]) => {
      const at = fields.indexOf('jobId');
      return at >= 0 && at % 2 === 0 && ids.has(fields[at + 1]);
    })
    .map(([id]) => id);
  if (quoting.length > 0) await client.xdel(key, ...quoting);
}

/** The outbox's .eml files that name any of `needles` (an address, the booking reference). */
async function deleteOutboxFiles(outboxDir: string, needles: string[]): Promise<void> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const path = join(outboxDir, file);
    const text = (await readFile(path).catch(() => Buffer.alloc(0))).toString('utf8');
    if (needles.some((needle) => needle && text.includes(needle))) await rm(path, { force: true });
  }
}
