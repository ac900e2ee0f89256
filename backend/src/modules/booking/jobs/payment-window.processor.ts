import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DelayedError, Job } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { CLOCK, type Clock } from '../../../shared/clock';
import { BookingCommandResult, ExpireBookingCommand } from '../commands';
import { PAYMENT_WINDOW_QUEUE, PaymentWindowJob } from './payment-window.jobs';
import { SendPaymentReminderCommand } from './payment-reminder.command';

/** A delay timer may fire a moment early; longer than this, the job goes back to waiting. */
const EARLY_TOLERANCE_MS = 5_000;

/**
 * Runs the payment-window jobs. `expire` issues ExpireBooking, which records nothing unless the
 * booking is still pending payment past its deadline (an in-review booking stays as it is).
 * `remind` queues the reminder e-mail while no slip is attached.
 */
@Injectable()
export class PaymentWindowProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly commandBus: CommandBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.queues.worker<PaymentWindowJob, string>(PAYMENT_WINDOW_QUEUE, (job, token) => this.process(job, token), {
      concurrency: 4,
    });
  }

  process(job: Job<PaymentWindowJob>, token?: string): Promise<string> {
    return job.name === 'remind' ? this.remind(job.data) : this.expire(job, token);
  }

  private async expire(job: Job<PaymentWindowJob>, token?: string): Promise<string> {
    const early = Date.parse(job.data.paymentDeadline) - this.clock.now();
    if (early > EARLY_TOLERANCE_MS) {
      await job.moveToDelayed(Date.parse(job.data.paymentDeadline), token);
      throw new DelayedError();
    }
    if (early > 0) await sleep(early + 1);
    const result: BookingCommandResult = await this.commandBus.execute(new ExpireBookingCommand(job.data.bookingId));
    return result.recorded.includes('BookingExpired') ? 'expired' : `kept: ${result.state?.status ?? 'no booking'}`;
  }

  private async remind({ bookingId, paymentDeadline }: PaymentWindowJob): Promise<string> {
    const [row] = await this.dataSource.query(
      `SELECT status, payment_slip_url, customer_email, payment_deadline FROM booking_view WHERE id = $1 AND NOT deleted`,
      [bookingId],
    );
    if (!row || row.status !== 'pending_payment' || row.payment_slip_url) return 'no reminder: not awaiting a slip';
    if (new Date(row.payment_deadline).getTime() !== Date.parse(paymentDeadline)) return 'no reminder: the deadline has moved';
    if (!row.customer_email) return 'no reminder: no e-mail address';
    await this.commandBus.execute(new SendPaymentReminderCommand(bookingId, paymentDeadline));
    return 'reminder queued';
  }
}
