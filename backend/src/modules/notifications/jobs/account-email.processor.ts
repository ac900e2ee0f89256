import type { Language } from '@baan-talay/contracts';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import type { Job } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { Mailer } from '../../../infrastructure/mail/mailer';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { AdminUsersReader, SendAdminRegisteredMailCommand, SendPasswordResetMailCommand } from '../../admin-auth';
import { villaName } from '../../receipts';
import { VillaQueries } from '../../villa';
import { renderAdminRegisteredMail } from '../templates/admin-registered-mail';
import type { RenderedMail } from '../templates/mail-model';
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

/** Queues the owner's notice of an account waiting for approval; once per account. */
@CommandHandler(SendAdminRegisteredMailCommand)
export class SendAdminRegisteredMailHandler implements ICommandHandler<SendAdminRegisteredMailCommand, void> {
  constructor(
    private readonly queue: AccountEmailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ adminId, name, email }: SendAdminRegisteredMailCommand): Promise<void> {
    await this.queue.enqueue(`admin-registered-${adminId}`, { kind: 'admin_registered', adminId, name, email }, this.config.emailRetryDelayMs);
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
    private readonly admins: AdminUsersReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.queues.worker<AccountEmailJob, string>(ACCOUNT_EMAIL_QUEUE, (job) => this.process(job), { concurrency: 2 });
  }

  async process(job: Job<AccountEmailJob>): Promise<string> {
    const mail = await this.compose(job.data);
    if (!mail) return 'skipped: the villa has no active owner to tell';
    const { messageId, destination } = await this.mailer.send(mail);
    this.logger.log(`${job.data.kind} sent to ${destination}`);
    const outcome = `sent ${messageId}`;
    if (job.id) await this.ledger.record(job.id, outcome);
    return outcome;
  }

  private async compose(data: AccountEmailJob): Promise<(RenderedMail & { to: string; language: Language }) | null> {
    const { villa } = await this.villas.current();
    if (data.kind === 'admin_password_reset') {
      const { to, language } = data;
      return { to, ...renderPasswordResetMail(data, villaName(villa, language), this.config.publicUrl), language };
    }
    const owner = await this.admins.ownerEmail();
    // Bilingual, Thai first, like the other admin e-mails.
    if (!owner) return null;
    return { to: owner, ...renderAdminRegisteredMail(data, villaName(villa, 'th'), this.config.publicUrl), language: 'th' };
  }
}
