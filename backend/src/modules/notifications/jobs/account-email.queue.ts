import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import type { AdminRegisteredMail } from '../templates/admin-registered-mail';
import type { PasswordResetMail } from '../templates/password-reset-mail';
import { EMAIL_JOB_ATTEMPTS } from './email.jobs';

/** E-mails about an admin account rather than a booking: a password-reset link, a registration to approve. */
export const ACCOUNT_EMAIL_QUEUE = 'account-emails';

export type AccountEmailJob =
  | (PasswordResetMail & { kind: 'admin_password_reset'; to: string })
  /** Sent to whoever owns the villa when the job runs. */
  | (AdminRegisteredMail & { kind: 'admin_registered' });

/** The job holds a live link: it leaves Redis as soon as it is done, and a failed one after a day. */
@Injectable()
export class AccountEmailQueue {
  constructor(private readonly queues: QueueRegistry) {
    this.queue();
  }

  async enqueue(jobId: string, job: AccountEmailJob, retryDelayMs: number): Promise<void> {
    await this.queue().add(job.kind, job, { jobId, backoff: { type: 'exponential', delay: retryDelayMs } });
  }

  queue(): Queue<AccountEmailJob> {
    return this.queues.queue<AccountEmailJob>(ACCOUNT_EMAIL_QUEUE, {
      attempts: EMAIL_JOB_ATTEMPTS,
      removeOnComplete: true,
      removeOnFail: { age: 24 * 3600 },
    });
  }
}
