import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore } from '../../../event-store/event-store.port';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { PeriodicTask } from '../../../infrastructure/queue/periodic-task';
import { bookingStreamId } from '../../booking';
import { recipientAt } from './email-recipient';
import { EmailQueue } from './email.queue';

/** Older confirmations are left alone: a guest confirmed long ago should not get a surprise e-mail. */
const LOOK_BACK = '7 days';

/**
 * A confirmation whose e-mail job Redis lost would never be mailed: at start-up and every few
 * minutes, recently confirmed bookings without a recorded confirmation e-mail get their job again,
 * under the same id the reactor uses (so an existing job, even a failed one, is left as it is).
 */
@Injectable()
export class ConfirmationEmailReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic = new PeriodicTask('Confirmation e-mail reconciliation', async () => {
    const queued = await this.reconcile();
    return queued ? `Queued ${queued} confirmation e-mail job(s)` : null;
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly emails: EmailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runWorkers) this.periodic.start(this.config.paymentReconcileSeconds * 1000);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /** Returns how many jobs were missing and added again. */
  async reconcile(): Promise<number> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM booking_view
        WHERE status = 'confirmed' AND NOT deleted AND confirmation_email_sent_at IS NULL
          AND customer_email IS NOT NULL AND confirmed_at > now() - interval '${LOOK_BACK}'`,
    );
    let added = 0;
    for (const { id } of rows) {
      const events = await this.store.readStream(bookingStreamId(id));
      const confirmed = events.filter((event) => event.type === 'BookingConfirmed').pop();
      const jobId = `confirmed-${confirmed?.eventId}`;
      // A job still there (waiting, retrying or failed for good) is the queue's business, not ours.
      if (!confirmed || (await this.emails.queue().getJob(jobId))) continue;
      added++;
      await this.emails.enqueue(jobId, {
        kind: 'booking_confirmed',
        bookingId: id,
        to: recipientAt(events, confirmed.streamVersion),
        confirmationId: confirmed.eventId,
        afterPosition: confirmed.position,
      });
    }
    return added;
  }
}
