import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore, type RecordedEvent } from '../../../event-store/event-store.port';
import { EventHandlerDefinition, EventHandlerProvider } from '../../../event-store/subscriptions/projection';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { CLOCK, type Clock } from '../../../shared/clock';
import { BALANCE_PLAN_JOB_DEFAULTS, BALANCE_PLAN_QUEUE, BalancePlanJob, BalanceStep, balanceJobId, balanceStepAt } from './balance-plan.jobs';

const STEPS: BalanceStep[] = ['remind_before', 'remind_due', 'overdue'];

/**
 * Once the deposit is in, schedules the balance's reminders and its overdue check (a reactor: never
 * replayed). Ids carry the due date, so a re-delivered event adds nothing; each job checks again
 * when it runs whether the balance is still due.
 */
@Injectable()
@EventHandlerProvider()
export class BalancePlanReactor implements EventHandlerDefinition {
  readonly name = 'balance-plan';
  readonly kind = 'reactor';
  readonly eventTypes = ['PaymentReceived'] as const;

  constructor(
    private readonly queues: QueueRegistry,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.queue();
  }

  async handle(event: RecordedEvent): Promise<void> {
    if (event.data.kind !== 'deposit') return;
    // The due date was fixed when the booking was made (BookingCreated's paymentTerms).
    const created = (await this.store.readStream(event.streamId)).find((e) => e.type === 'BookingCreated');
    const dueOn: string | undefined = created?.data.paymentTerms?.balanceDueOn ?? undefined;
    if (!dueOn) return;
    const job: BalancePlanJob = { bookingId: event.data.bookingId, dueOn };
    const now = this.clock.now();
    await this.queue().addBulk(
      STEPS.filter((step) => step === 'overdue' || balanceStepAt(step, dueOn) > now).map((step) => ({
        name: step,
        data: job,
        opts: { jobId: balanceJobId(step, job), delay: Math.max(0, balanceStepAt(step, dueOn) - now) },
      })),
    );
  }

  queue() {
    return this.queues.queue<BalancePlanJob>(BALANCE_PLAN_QUEUE, BALANCE_PLAN_JOB_DEFAULTS);
  }
}
