import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import type { Actor } from '../../../event-store/event-store.port';
import { QueueRegistry } from '../../../infrastructure/queue/queue-registry';
import { BookingCommandResult, ChangeBookingStatusCommand, PaymentCommand } from '../../booking';
import { EmailQueue } from '../../notifications';
import { VillaQueries } from '../../villa';
import { BALANCE_PLAN_QUEUE, BalancePlanJob, BalanceStep } from './balance-plan.jobs';

const SYSTEM: Actor = { kind: 'system' };

/**
 * Runs the balance jobs: a reminder e-mail (sent only while the balance is still due, decided when
 * it is sent), and the overdue check, which records BalanceOverdue (the owner is e-mailed and the
 * dashboard shows it) and cancels the booking only when the owner turned that on.
 */
@Injectable()
export class BalancePlanProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly commands: CommandBus,
    private readonly emails: EmailQueue,
    private readonly villa: VillaQueries,
  ) {}

  onApplicationBootstrap(): void {
    this.queues.worker<BalancePlanJob, string>(BALANCE_PLAN_QUEUE, (job) => this.process(job), { concurrency: 2 });
  }

  async process(job: Job<BalancePlanJob>): Promise<string> {
    const { bookingId, dueOn } = job.data;
    if (job.name !== 'overdue') {
      await this.emails.enqueue(`balance-${job.name as BalanceStep}-${bookingId}-${dueOn}`, { kind: 'balance_reminder', bookingId });
      return 'reminder queued';
    }
    const result: BookingCommandResult = await this.commands.execute(new PaymentCommand(bookingId, { type: 'markBalanceOverdue' }, SYSTEM));
    if (!result.recorded.includes('BalanceOverdue')) return 'not overdue';
    const { paymentPlan } = await this.villa.pricing();
    if (!paymentPlan.autoCancelOverdueBalance) return 'overdue: owner alerted';
    await this.commands.execute(new ChangeBookingStatusCommand(bookingId, { status: 'cancelled', reason: `Balance overdue since ${dueOn}` }, SYSTEM));
    return 'overdue: cancelled';
  }
}
