import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { CLOCK, type Clock } from '../../../shared/clock';
import {
  PAYMENT_WINDOW_JOB_DEFAULTS,
  PAYMENT_WINDOW_QUEUE,
  PaymentWindowJob,
  PaymentWindowJobName,
  paymentWindowJobId,
} from './payment-window.jobs';

/** Puts a booking's expiry (at the deadline) and reminder (a configured time before) on the queue. */
@Injectable()
export class PaymentWindowScheduler {
  constructor(
    private readonly queues: QueueRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    // Registered up front so health and queues:status list it before its first job.
    this.queue();
  }

  async schedule(bookingId: string, paymentDeadline: string, now = this.clock.now()): Promise<void> {
    await this.scheduleAll([{ bookingId, paymentDeadline }], now);
  }

  /** Every window's jobs in one round trip to Redis. */
  async scheduleAll(windows: readonly PaymentWindowJob[], now = this.clock.now()): Promise<void> {
    const jobs = windows.flatMap((window) => this.jobsOf(window, now));
    if (jobs.length > 0) await this.queue().addBulk(jobs);
  }

  private jobsOf(data: PaymentWindowJob, now: number) {
    const deadline = Date.parse(data.paymentDeadline);
    if (Number.isNaN(deadline)) throw new Error(`Booking ${data.bookingId} has no valid payment deadline: ${data.paymentDeadline}`);
    const remindIn = deadline - this.config.paymentReminderMinutes * 60_000 - now;
    // A window shorter than the reminder lead gets no reminder: it would arrive with the booking.
    const due: { name: PaymentWindowJobName; delay: number }[] = [{ name: 'expire', delay: deadline - now }];
    if (remindIn > 0) due.push({ name: 'remind', delay: remindIn });
    return due.map(({ name, delay }) => ({
      name,
      data: { bookingId: data.bookingId, paymentDeadline: data.paymentDeadline },
      opts: { jobId: paymentWindowJobId(name, data.bookingId, data.paymentDeadline), delay: Math.max(0, delay) },
    }));
  }

  private queue() {
    return this.queues.queue<PaymentWindowJob>(PAYMENT_WINDOW_QUEUE, PAYMENT_WINDOW_JOB_DEFAULTS);
  }
}
