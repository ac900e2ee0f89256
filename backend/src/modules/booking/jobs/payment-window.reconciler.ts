import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { PeriodicTask } from '../../../infrastructure/queue/periodic-task';
import { CLOCK, type Clock } from '../../../shared/clock';
import { ExpireBookingCommand } from '../commands';
import { PaymentWindowScheduler } from './payment-window.scheduler';

export interface ReconcileResult {
  expired: number;
  scheduled: number;
}

/**
 * Redis is not the record of what must expire: the booking read model is. At start-up and every
 * few minutes this expires the overdue bookings still pending payment and schedules (again) the
 * jobs of the others, so a Redis that lost its jobs, or a job that failed for good, loses no expiry.
 * Scheduling is idempotent (job ids per deadline), so running it on several instances is harmless.
 */
@Injectable()
export class PaymentWindowReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic = new PeriodicTask('Payment-window reconciliation', async () => {
    const { expired, scheduled } = await this.reconcile();
    return expired ? `Expired ${expired} overdue booking(s); ${scheduled} window(s) scheduled` : null;
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commandBus: CommandBus,
    private readonly scheduler: PaymentWindowScheduler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runWorkers) this.periodic.start(this.config.paymentReconcileSeconds * 1000);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  async reconcile(now = this.clock.now()): Promise<ReconcileResult> {
    const rows: Array<{ id: string; payment_deadline: Date }> = await this.dataSource.query(
      `SELECT id, payment_deadline FROM booking_view WHERE status = 'pending_payment' AND NOT deleted ORDER BY payment_deadline`,
    );
    const result: ReconcileResult = { expired: 0, scheduled: 0 };
    for (const row of rows) {
      const deadline = new Date(row.payment_deadline);
      if (deadline.getTime() <= now) {
        const { recorded } = await this.commandBus.execute(new ExpireBookingCommand(row.id));
        if (recorded.includes('BookingExpired')) result.expired++;
      } else {
        await this.scheduler.schedule(row.id, deadline.toISOString(), now);
        result.scheduled++;
      }
    }
    return result;
  }
}
