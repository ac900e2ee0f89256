import type { RecordedEvent } from '../../../event-store/event-store.port';
import type { EmailJob } from './email.jobs';

/** The payment events the guest hears of (issue 30); BalanceSlipAttached and BalanceOverdue go to the admins. */
export const PAYMENT_EMAIL_EVENTS = ['PaymentReceived', 'BalanceSlipAttached', 'BalanceSlipCleared', 'BalanceOverdue', 'SecurityDepositReturned'] as const;

interface PaymentEventData {
  kind?: string;
  by?: 'guest' | 'admin';
  reason?: string;
}

/** The guest's e-mail a payment event asks for: the balance received, its slip rejected, the security deposit returned. */
export function paymentEmailJob(
  event: RecordedEvent<string, PaymentEventData>,
  bookingId: string,
  afterPosition: string,
): { jobId: string; job: EmailJob } | null {
  switch (event.type) {
    case 'PaymentReceived':
      if (event.data.kind !== 'balance') return null;
      return { jobId: `balance-received-${event.eventId}`, job: { kind: 'balance_received', bookingId, afterPosition } };
    case 'BalanceSlipCleared':
      if (event.data.by !== 'admin') return null;
      return {
        jobId: `balance-rejected-${event.eventId}`,
        job: { kind: 'balance_slip_rejected', bookingId, afterPosition, ...(event.data.reason && { reason: event.data.reason }) },
      };
    case 'SecurityDepositReturned':
      return { jobId: `security-returned-${event.eventId}`, job: { kind: 'security_deposit_returned', bookingId, afterPosition } };
    default:
      return null;
  }
}
