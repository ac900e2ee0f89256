import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import type { Job } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { Mailer } from '../../../infrastructure/mail/mailer';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { SendPasswordResetMailCommand } from '../../admin-auth';
import { villaName } from '../../receipts';
import { VillaQueries } from '../../villa';
import { renderPasswordResetMail } from '../templates/password-reset-mail';
import { ACCOUNT_EMAIL_QUEUE, AccountEmailJob, AccountEmailQueue } from './account-email.queue';
import { EmailLedger } from './email-ledger';

/** Queues the reset e-mail admin-auth asks for; the worker below sends it. */
@CommandHandler(SendPasswordResetMailCommand)
export class SendPasswordResetMailHandler implements ICommandHandler<SendPasswordResetMailCommand, void> {
  constructor(
    private readonly queue: AccountEmailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ to, name, url, minutes, language }: SendPasswordResetMailCommand): Promise<void> {
    // Named after the link, never the address: the ledger keeps job ids for good.
    const jobId = `password-reset-${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
    await this.queue.enqueue(jobId, { kind: 'admin_password_reset', to, name, url, minutes, language }, this.config.emailRetryDelayMs);
  }
}

/** Sends account e-mails through the same mailer (SMTP or the outbox) and ledger as the booking e-mails. */
@Injectable()
export class AccountEmailProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccountEmailProcessor.name);

  constructor(
    private readonly queues: QueueRegistry,
    private readonly mailer: Mailer,
    private readonly villas: VillaQueries,
    private readonly ledger: EmailLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.queues.worker<AccountEmailJob, string>(ACCOUNT_EMAIL_QUEUE, (job) => this.process(job), { concurrency: 2 });
  }

  async process(job: Job<AccountEmailJob>): Promise<string> {
    const { villa } = await this.villas.current();
    const { to, language } = job.data;
    const rendered = renderPasswordResetMail(job.data, villaName(villa, language), this.config.publicUrl);
    const { messageId, destination } = await this.mailer.send({ to, ...rendered, language });
    this.logger.log(`${job.data.kind} sent to ${destination}`);
    const outcome = `sent ${messageId}`;
    if (job.id) await this.ledger.record(job.id, outcome);
    return outcome;
  }
}
