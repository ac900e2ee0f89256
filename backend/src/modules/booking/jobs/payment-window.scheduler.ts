import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../infrastructure/config/app-config';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
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
  ) {
    // Registered up front so health and queues:status list it before its first job.
    this.queue();
  }

  async schedule(bookingId: string, paymentDeadline: string, now = Date.now()): Promise<void> {
    const deadline = Date.parse(paymentDeadline);
    if (Number.isNaN(deadline)) throw new Error(`Booking ${bookingId} has no valid payment deadline: ${paymentDeadline}`);
    const data: PaymentWindowJob = { bookingId, paymentDeadline };
    await this.add('expire', data, deadline - now);
    const remindIn = deadline - this.config.paymentReminderMinutes * 60_000 - now;
    // A window shorter than the reminder lead gets no reminder: it would arrive with the booking.
    if (remindIn > 0) await this.add('remind', data, remindIn);
  }

  private add(name: PaymentWindowJobName, data: PaymentWindowJob, delay: number) {
    const jobId = paymentWindowJobId(name, data.bookingId, data.paymentDeadline);
    return this.queue().add(name, data, { jobId, delay: Math.max(0, delay) });
  }

  private queue() {
    return this.queues.queue<PaymentWindowJob>(PAYMENT_WINDOW_QUEUE, PAYMENT_WINDOW_JOB_DEFAULTS);
  }
}
