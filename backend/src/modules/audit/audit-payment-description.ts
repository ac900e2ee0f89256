import type { AuditDescription } from '@baan-talay/contracts';
import { describe, field, value } from './audit-values';

type Data = Record<string, unknown>;

const SENTENCE_OF_KIND: Record<string, string> = {
  deposit: 'PaymentReceivedDeposit',
  balance: 'PaymentReceivedBalance',
  security_deposit: 'PaymentReceivedSecurityDeposit',
  manual: 'PaymentReceivedManual',
};

const present = (raw: unknown): boolean => raw !== undefined && raw !== null && raw !== '';

/** Sentences of the payment events on booking streams and of the villa's payment plan (issue 30). */
export function describePaymentEvent(type: string, d: Data): AuditDescription | null {
  switch (type) {
    case 'PaymentReceived':
      return describe(SENTENCE_OF_KIND[d.kind as string] ?? 'PaymentReceivedManual', {
        params: { amount: value('money', d.amount) },
        fields: [
          field('paymentMethod', 'paymentMethod', d.method),
          ...(present(d.qrTransactionRef) ? [field('qrTransactionRef', 'text', d.qrTransactionRef)] : []),
          ...(present(d.note) ? [field('note', 'text', d.note)] : []),
        ],
      });
    case 'BalanceSlipAttached':
      return describe(type, { params: { amount: value('money', d.amount) } });
    case 'BalanceSlipCleared':
      return describe(d.by === 'admin' ? 'BalanceSlipRejected' : type, {
        fields: present(d.reason) ? [field('reason', 'text', d.reason)] : [],
      });
    case 'BalanceOverdue':
      return describe(type, { params: { amount: value('money', d.amount), dueOn: value('date', d.dueOn) } });
    case 'SecurityDepositReturned': {
      const deductions = Array.isArray(d.deductions) ? (d.deductions as { amount: number; reason: string }[]) : [];
      return describe(type, {
        params: { amount: value('money', d.amount), held: value('money', d.held) },
        fields: deductions.map((deduction) => field('deduction', 'text', `฿${Number(deduction.amount).toLocaleString('en-US')} · ${deduction.reason}`)),
      });
    }
    case 'PaymentPlanUpdated': {
      const changes = (d.changes ?? {}) as Data;
      const formats = { depositPercent: 'number', balanceDueDays: 'number', securityDeposit: 'money', autoCancelOverdueBalance: 'boolean' } as const;
      return describe(type, {
        fields: Object.keys(changes).map((key) => field(key, formats[key as keyof typeof formats] ?? 'text', changes[key])),
      });
    }
    default:
      return null;
  }
}
