import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { PeriodicTask } from '../../../infrastructure/queue/periodic-task';
import { bookingStreamId } from '../../booking';
import { EmailLedger } from './email-ledger';
import { EmailQueue } from './email.queue';
import { emailJobsFor } from './email.reactor';

/** Events older than this are left alone: a guest should not get a surprise e-mail about them. */
const LOOK_BACK_MS = 60 * 60 * 1000;

/**
 * Redis may lose e-mail jobs (a restart without persistence) before they ran. At start-up and every
 * few minutes, the recent booking events that ask for an e-mail get their job again when neither
 * Redis nor email_ledger knows it, under the reactor's id; the processor's ledger check keeps a
 * job added again from mailing twice.
 */
@Injectable()
export class EmailReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic = new PeriodicTask('E-mail reconciliation', async () => {
    const queued = await this.reconcile();
    return queued ? `Queued ${queued} e-mail job(s) the queue had lost` : null;
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly emails: EmailQueue,
    private readonly ledger: EmailLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runWorkers) this.periodic.start(this.config.paymentReconcileSeconds * 1000);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /** Returns how many jobs were missing and added again. Real time, not the application's clock: booking_view's updated_at is Postgres's. */
  async reconcile(now = Date.now()): Promise<number> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM booking_view WHERE updated_at > $1`,
      [new Date(now - LOOK_BACK_MS)],
    );
    let added = 0;
    for (const { id } of rows) {
      const events = await this.store.readStream(bookingStreamId(id));
      const wanted = events
        .filter((event) => event.createdAt.getTime() > now - LOOK_BACK_MS)
        .flatMap((event) => emailJobsFor(event, events));
      const handled = await this.ledger.handled(wanted.map((job) => job.jobId));
      for (const { jobId, job } of wanted) {
        if (handled.has(jobId) || (await this.emails.queue().getJob(jobId))) continue;
        await this.emails.enqueue(jobId, job);
        added++;
      }
    }
    return added;
  }
}
