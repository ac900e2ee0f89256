import { addDays } from '@baan-talay/pricing';
import type { Job } from 'bullmq';
import request from 'supertest';
import { QueueRegistry } from '../../src/infrastructure/queue/queue-registry';
import { PaymentLedgerQueries } from '../../src/modules/payments';
import { BALANCE_PLAN_QUEUE, BalanceStep, balanceJobId, balanceStepAt } from '../../src/modules/payments/jobs/balance-plan.jobs';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { bookingClient, CreatedBooking, inDays, PNG } from '../booking/support/booking-client';
import { ShiftedClock } from '../support/shifted-clock';
import { startTestApp, TestApp } from '../support/test-app';
import { readOutbox, sentTo } from './support/outbox';
import { eventually } from './support/wait';

/** Issue 30: the balance's reminders before and on its due day, and the overdue check after it (BullMQ, real Redis). */
describe('balance reminders and the overdue balance', () => {
  const clock = new ShiftedClock();
  let t: TestApp;
  let owner: SignedInAdmin;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  const plan = (body: object) => request(t.http).put('/api/admin/villa/payment-plan').set(owner.auth).send(body).expect(200);

  /** A guest's booking under the plan, its deposit slip accepted by the owner. */
  async function depositPaid(email: string, days: number): Promise<{ booking: CreatedBooking; dueOn: string }> {
    const client = bookingClient(t);
    const booking = await client.create(inDays(days), inDays(days + 2), { language: 'en' });
    await client.customerInfo(booking, { customerInfo: { firstName: 'Lena', lastName: 'Berg', email, phone: '0812345678' } }).expect(200);
    const upload = await client.upload(booking, PNG).expect(201);
    await client.patch(booking, { paymentSlipUrl: upload.body.paymentSlipUrl, status: 'in_review' }).expect(200);
    await request(t.http).patch(`/api/admin/bookings/${booking.id}/status`).set(owner.auth).send({ status: 'confirmed' }).expect(200);
    return { booking, dueOn: addDays(inDays(days), -14) };
  }

  const delayed = (step: BalanceStep, bookingId: string, dueOn: string) => {
    const queue = t.app.get(QueueRegistry).queue(BALANCE_PLAN_QUEUE);
    const id = balanceJobId(step, { bookingId, dueOn });
    return eventually(`the delayed ${step} job`, async () => ((await queue.getJobState(id)) === 'delayed' ? queue.getJob(id) : null));
  };

  /** Each step is scheduled for its time on the application's clock (checked before the clock moves). */
  async function expectScheduled(bookingId: string, dueOn: string): Promise<void> {
    for (const step of ['remind_before', 'remind_due', 'overdue'] as const) {
      const job = await delayed(step, bookingId, dueOn);
      expect(Math.abs(job!.timestamp + job!.delay + clock.shift - balanceStepAt(step, dueOn))).toBeLessThan(1_000);
    }
  }

  async function runStep(step: BalanceStep, bookingId: string, dueOn: string): Promise<Job> {
    const queue = t.app.get(QueueRegistry).queue(BALANCE_PLAN_QUEUE);
    const id = balanceJobId(step, { bookingId, dueOn });
    const job = await delayed(step, bookingId, dueOn);
    const at = balanceStepAt(step, dueOn);
    if (clock.now() < at) clock.advance(at - clock.now());
    await job!.promote();
    return eventually(`the ${step} job to run`, async () => ((await queue.getJobState(id)) === 'completed' ? queue.getJob(id) : null)) as Promise<Job>;
  }

  const subjects = async (to: string) => sentTo(await readOutbox(t.config.outboxDir), to).map((mail) => mail.subject ?? '');

  it('reminds the guest before and on the due day, then records the balance overdue and keeps the booking', async () => {
    await plan({ depositPercent: 30, balanceDueDays: 14, securityDeposit: 0, autoCancelOverdueBalance: false });
    const { booking, dueOn } = await depositPaid('lena.balance@example.com', 40);
    await expectScheduled(booking.id, dueOn);
    expect((await runStep('remind_before', booking.id, dueOn)).returnvalue).toBe('reminder queued');
    expect((await runStep('remind_due', booking.id, dueOn)).returnvalue).toBe('reminder queued');
    await eventually('two balance reminders', async () => (await subjects('lena.balance@example.com')).filter((s) => /the balance of .* is due by/.test(s)).length === 2);

    expect((await runStep('overdue', booking.id, dueOn)).returnvalue).toBe('overdue: owner alerted');
    await eventually('the owner alerted by e-mail', async () => (await subjects(owner.email)).some((s) => s.includes('Balance overdue for')));
    const figures = await eventually('the overdue balance on the dashboard', async () => {
      const found = await t.app.get(PaymentLedgerQueries).figures();
      return found.overdueBookings > 0 ? found : null;
    });
    expect(figures.balancesOverdue).toBeGreaterThan(0);
    expect((await bookingClient(t).get(booking).expect(200)).body.status).toBe('confirmed');
    clock.advance(-clock.shift);
  });

  it('cancels a booking whose balance is overdue only when the owner turned that on', async () => {
    await plan({ depositPercent: 30, balanceDueDays: 14, autoCancelOverdueBalance: true });
    const { booking, dueOn } = await depositPaid('nils.balance@example.com', 60);
    expect((await runStep('overdue', booking.id, dueOn)).returnvalue).toBe('overdue: cancelled');
    await eventually('the booking cancelled', async () => (await bookingClient(t).get(booking)).body.status === 'cancelled');
    clock.advance(-clock.shift);
  });
});
