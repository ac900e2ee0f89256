import type { Job } from 'bullmq';
import { QueueRegistry } from '../../../src/infrastructure/queue/queue-registry';
import { PAYMENT_WINDOW_QUEUE, paymentWindowJobId } from '../../../src/modules/booking/jobs/payment-window.jobs';
import type { TestApp } from '../../support/test-app';

/** The app's own queue handle: what is in Redis for a booking's payment window. */
export async function expiryJob(t: TestApp, bookingId: string, paymentDeadline: string): Promise<{ state: string; job: Job } | null> {
  const queue = t.app.get(QueueRegistry).queue(PAYMENT_WINDOW_QUEUE);
  const id = paymentWindowJobId('expire', bookingId, paymentDeadline);
  // The state first: a job read before it completed would carry no return value yet.
  const state = await queue.getJobState(id);
  const job = await queue.getJob(id);
  return job ? { state, job } : null;
}
