import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { SubscriptionRunner } from '../../../event-store/subscriptions/subscription-runner';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { Mailer } from '../../../infrastructure/mail/mailer';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { isPlainEmailAddress } from '../../../shared/email-address';
import { AdminUsersReader } from '../../admin-auth';
import { layoutMail } from '../templates/mail-layout';
import { ParkedEventAlertData, parkedEventMailContent } from '../templates/parked-event-mail';
import { EmailLedger } from './email-ledger';
import { EMAIL_JOB_ATTEMPTS, EMAIL_JOB_RETENTION_SECONDS } from './email.jobs';

export const OWNER_ALERT_QUEUE = 'owner-alerts';

/**
 * E-mails the owner once when a projection parks an event and had none waiting (the runner says
 * `first`): a flood of bad events is one e-mail, not one each. The job id names the parked event,
 * and the e-mail ledger keeps a retried or re-added job from mailing twice.
 */
@Injectable()
export class ParkedEventAlert implements OnApplicationBootstrap {
  private readonly logger = new Logger(ParkedEventAlert.name);

  constructor(
    private readonly runner: SubscriptionRunner,
    private readonly queues: QueueRegistry,
    private readonly mailer: Mailer,
    private readonly admins: AdminUsersReader,
    private readonly ledger: EmailLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.queue();
  }

  onApplicationBootstrap(): void {
    this.runner.onParked(({ id, handler, event, error, first }) => {
      if (!first) return;
      const alert: ParkedEventAlertData = { parkedId: id, handler, eventType: event.type, streamId: event.streamId, position: event.position, error };
      this.queue()
        .add('parked_event', alert, { jobId: `parked-${handler}-${id}` })
        .catch((failure: Error) => this.logger.error(`Owner alert for parked event ${id} not queued: ${failure.message}`));
    });
    this.queues.worker<ParkedEventAlertData, string>(OWNER_ALERT_QUEUE, (job) => this.process(job));
  }

  async process(job: Job<ParkedEventAlertData>): Promise<string> {
    const earlier = job.id ? await this.ledger.outcome(job.id) : null;
    if (earlier) return `skipped: handled before (${earlier})`;
    const to = await this.admins.ownerEmail();
    let outcome = 'skipped: no owner account yet';
    if (to && isPlainEmailAddress(to)) {
      const rendered = layoutMail(parkedEventMailContent(job.data, this.config.publicUrl), 'Baan Talay', this.config.publicUrl);
      const { messageId } = await this.mailer.send({ to, ...rendered, language: 'th' });
      outcome = `sent ${messageId} to ${to}`;
    }
    if (job.id) await this.ledger.record(job.id, outcome);
    return outcome;
  }

  private queue() {
    return this.queues.queue<ParkedEventAlertData>(OWNER_ALERT_QUEUE, {
      attempts: EMAIL_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.emailRetryDelayMs },
      removeOnComplete: { age: EMAIL_JOB_RETENTION_SECONDS },
      removeOnFail: { age: EMAIL_JOB_RETENTION_SECONDS },
    });
  }
}
