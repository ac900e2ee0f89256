import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { EMAIL_JOB_ATTEMPTS, EMAIL_JOB_RETENTION_SECONDS, EMAIL_QUEUE, EmailJob } from './email.jobs';

/** Adds e-mail jobs: retried with exponential backoff, each under an id that makes adding it idempotent. */
@Injectable()
export class EmailQueue {
  constructor(
    private readonly queues: QueueRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.queue();
  }

  /** `jobId` names the occasion (an event id, a deadline): the same occasion never mails twice. */
  async enqueue(jobId: string, job: EmailJob): Promise<void> {
    await this.queue().add(job.kind, job, { jobId });
  }

  queue(): Queue<EmailJob> {
    return this.queues.queue<EmailJob>(EMAIL_QUEUE, {
      attempts: EMAIL_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.emailRetryDelayMs },
      removeOnComplete: { age: EMAIL_JOB_RETENTION_SECONDS },
      removeOnFail: { age: EMAIL_JOB_RETENTION_SECONDS },
    });
  }
}

/** A short stable digest for ids built from free text (an e-mail address may contain ':'). */
export const digest = (text: string): string => createHash('sha256').update(text.toLowerCase()).digest('hex').slice(0, 16);
