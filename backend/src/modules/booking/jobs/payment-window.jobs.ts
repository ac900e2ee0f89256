import type { DefaultJobOptions } from 'bullmq';

/** Delayed jobs at a booking's payment deadline (expire) and shortly before it (remind). */
export const PAYMENT_WINDOW_QUEUE = 'payment-window';

export type PaymentWindowJobName = 'expire' | 'remind';

export interface PaymentWindowJob {
  bookingId: string;
  /** The deadline the job was scheduled for (ISO instant); a newer deadline has jobs of its own. */
  paymentDeadline: string;
}

/**
 * Ids derived from the booking and its deadline, so a re-delivered event or a reconciler pass adds
 * nothing twice, while a new deadline (a rejected slip) gets jobs of its own. BullMQ refuses ':'
 * in custom ids, hence the epoch milliseconds.
 */
export const paymentWindowJobId = (name: PaymentWindowJobName, bookingId: string, paymentDeadline: string): string =>
  `${name}-${bookingId}-${Date.parse(paymentDeadline)}`;

export const PAYMENT_WINDOW_JOB_DEFAULTS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  // Kept a while so a late duplicate of the same id is recognised instead of run again.
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};
