import type { Job } from 'bullmq';
import { QueueRegistry } from '../../../src/infrastructure/queue/queue-registry';
import { PAYMENT_WINDOW_QUEUE, PaymentWindowJobName, paymentWindowJobId } from '../../../src/modules/booking/jobs/payment-window.jobs';
import { eventually } from '../../support/eventually';
import type { ShiftedClock } from '../../support/shifted-clock';
import type { TestApp } from '../../support/test-app';

/** The app's own queue handle: what is in Redis for a booking's payment window. */
export function expiryJob(t: TestApp, bookingId: string, paymentDeadline: string): Promise<{ state: string; job: Job } | null> {
  return windowJob(t, 'expire', bookingId, paymentDeadline);
}

export async function windowJob(
  t: TestApp,
  name: PaymentWindowJobName,
  bookingId: string,
  paymentDeadline: string,
): Promise<{ state: string; job: Job } | null> {
  const queue = t.app.get(QueueRegistry).queue(PAYMENT_WINDOW_QUEUE);
  const id = paymentWindowJobId(name, bookingId, paymentDeadline);
  // The state first: a job read before it completed would carry no return value yet.
  const state = await queue.getJobState(id);
  const job = await queue.getJob(id);
  return job ? { state, job } : null;
}

/** A payment-window job once a reactor has put it on the queue, delayed. */
async function delayedJob(t: TestApp, name: PaymentWindowJobName, bookingId: string, paymentDeadline: string): Promise<Job> {
  const found = await eventually(`the delayed ${name} job of ${bookingId}`, async () => {
    const probe = await windowJob(t, name, bookingId, paymentDeadline);
    return probe?.state === 'delayed' ? probe : null;
  });
  return found.job;
}

/**
 * When a delayed job is due, on the application's clock: BullMQ holds it until its real time, and the
 * clock was `clock.shift` ahead when it was scheduled (the test has not moved it since).
 */
export async function dueAt(t: TestApp, clock: ShiftedClock, name: PaymentWindowJobName, bookingId: string, paymentDeadline: string): Promise<number> {
  const job = await delayedJob(t, name, bookingId, paymentDeadline);
  return job.timestamp + job.delay + clock.shift;
}

/**
 * Moves the application's clock on to `at` and runs the delayed job now, as BullMQ would at its time.
 */
export async function runAt(t: TestApp, clock: ShiftedClock, at: number, name: PaymentWindowJobName, bookingId: string, paymentDeadline: string): Promise<void> {
  const job = await delayedJob(t, name, bookingId, paymentDeadline);
  if (clock.now() < at) clock.advance(at - clock.now());
  await job.promote();
}
