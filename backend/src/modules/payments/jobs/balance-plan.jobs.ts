import { addDays } from '@baan-talay/pricing';
import type { DefaultJobOptions } from 'bullmq';

/** Delayed jobs of a booking's balance (issue 30): reminders before and on its due date, the overdue check after. */
export const BALANCE_PLAN_QUEUE = 'balance-plan';

export type BalanceStep = 'remind_before' | 'remind_due' | 'overdue';

export interface BalancePlanJob {
  bookingId: string;
  /** The balance's due date (villa date) the job was scheduled for. */
  dueOn: string;
}

/** How many days before its due date the first reminder goes out. */
export const REMIND_DAYS_BEFORE = 3;

/** When each step runs, villa time: reminders at 09:00, the overdue check just after the due day ends. */
export function balanceStepAt(step: BalanceStep, dueOn: string): number {
  if (step === 'remind_before') return Date.parse(`${addDays(dueOn, -REMIND_DAYS_BEFORE)}T09:00:00+07:00`);
  if (step === 'remind_due') return Date.parse(`${dueOn}T09:00:00+07:00`);
  return Date.parse(`${addDays(dueOn, 1)}T00:05:00+07:00`);
}

export const balanceJobId = (step: BalanceStep, { bookingId, dueOn }: BalancePlanJob): string => `${step}-${bookingId}-${dueOn}`;

export const BALANCE_PLAN_JOB_DEFAULTS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};
