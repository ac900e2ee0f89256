import type { InstalmentStatus, Language, PaymentScheduleDto } from '@baan-talay/contracts';
import { formatCalendarDate, formatMoney } from '../localized-format';
import { SCHEDULE_TEXTS } from '../schedule-texts';
import { labelled, paragraph, rule, tableRow, type Doc } from './pdf-layout';

/**
 * What was due now and later, by when, what is paid, outstanding and refunded, and the security
 * deposit: the amounts are the server's schedule (payments context), printed as they are.
 */
export function writePaymentSchedule(doc: Doc, schedule: PaymentScheduleDto, language: Language): void {
  const t = SCHEDULE_TEXTS[language];
  const withStatus = (amount: number, status: InstalmentStatus, ...more: string[]): string =>
    [formatMoney(amount), ...more, ...(status === 'none' ? [] : [t.instalment[status]])].join(' · ');

  doc.moveDown(1);
  paragraph(doc, t.heading, { font: 'bold', size: 13 });
  doc.moveDown(0.3);
  if (schedule.depositPercent < 100) {
    labelled(doc, t.deposit(schedule.depositPercent), withStatus(schedule.deposit.amount, schedule.deposit.status));
    const { amount, dueOn, status } = schedule.balance;
    // A balance paid, or no longer owed (cancelled, expired), has no date to keep.
    const due = dueOn && status !== 'paid' && status !== 'none' ? [t.dueBy(formatCalendarDate(dueOn, language))] : [];
    labelled(doc, t.balance, withStatus(amount, status, ...due));
  } else {
    labelled(doc, t.inFull, withStatus(schedule.deposit.amount, schedule.deposit.status));
  }
  const security = schedule.securityDeposit;
  if (security.status !== 'none') labelled(doc, t.securityDeposit, `${formatMoney(security.amount)} · ${t.security[security.status]}`);

  rule(doc);
  tableRow(doc, t.paid, formatMoney(schedule.paid), 'regular');
  if (schedule.dueNow) tableRow(doc, t.dueNow, formatMoney(schedule.dueNow.amount), 'bold');
  tableRow(doc, t.outstanding, formatMoney(schedule.outstanding), 'regular');
  if (schedule.refunded > 0) tableRow(doc, t.refunded, formatMoney(schedule.refunded), 'regular');
}
