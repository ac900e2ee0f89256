import type { LedgerEntryDto } from '@baan-talay/contracts';
import { Button, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { formatInstant, formatTHB } from '../../../lib/format';
import { useAcceptBalanceMutation, useGetAdminPaymentsQuery } from '../api/payments-api';
import { PaymentSchedule } from './payment-schedule';
import { RecordPaymentModal } from './record-payment-modal';
import { RejectBalanceModal } from './reject-balance-modal';
import { ReturnSecurityModal } from './return-security-modal';
import { SlipButton } from './slip-button';
import './payments.css';

type Dialog = 'record' | 'reject' | 'return' | null;

/** The owner's payment ledger of one booking (issue 30): schedule, every payment in and out, and the actions on them. */
export function PaymentLedgerPanel({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation('common');
  const toast = useToast();
  const language = i18n.resolvedLanguage ?? 'th';
  const { data } = useGetAdminPaymentsQuery(bookingId);
  const [accept, { isLoading: accepting }] = useAcceptBalanceMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!data) return null;
  const { schedule, entries, inReview } = data;

  const onAccept = async () => {
    try {
      await accept(bookingId).unwrap();
      toast.success({ title: t('payments.accepted') });
    } catch (error) {
      toast.error({ title: errorMessage(error, t('payments.failed')) });
    }
  };

  const columns = [
    { title: t('payments.columns.at'), dataIndex: 'at', render: (at: string) => formatInstant(at, language) },
    {
      title: t('payments.columns.what'),
      key: 'what',
      render: (_: unknown, entry: LedgerEntryDto) => (
        <Tag color={entry.entry === 'payment' ? 'green' : 'orange'}>{t(`payments.entries.${entry.entry === 'payment' ? entry.kind : entry.entry}`)}</Tag>
      ),
    },
    { title: t('payments.columns.method'), dataIndex: 'method', render: (method: string | null) => (method ? t(`payments.methods.${method}`) : '—') },
    {
      title: t('payments.columns.amount'),
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, entry: LedgerEntryDto) => `${entry.entry === 'payment' ? '' : '−'}${formatTHB(entry.amount, language)}`,
    },
    {
      title: t('payments.columns.details'),
      key: 'details',
      render: (_: unknown, entry: LedgerEntryDto) => (
        <>
          {entry.slipUrl ? <SlipButton url={entry.slipUrl} /> : null}
          {entry.qrTransactionRef ? <div>{t('payments.qrRef', { ref: entry.qrTransactionRef })}</div> : null}
          {entry.note ? <div>{entry.note}</div> : null}
          {entry.deductions.map((d, i) => <div key={i}>{t('payments.deduction', { amount: formatTHB(d.amount, language), reason: d.reason })}</div>)}
        </>
      ),
    },
  ];

  return (
    <section className="payment-ledger" aria-labelledby={`ledger-${bookingId}`}>
      <h3 id={`ledger-${bookingId}`}>{t('payments.ledgerTitle')}</h3>
      <PaymentSchedule schedule={schedule} title={false} />
      <Table<LedgerEntryDto> size="small" rowKey="id" pagination={false} dataSource={entries} columns={columns}
        locale={{ emptyText: t('payments.noEntries') }} scroll={{ x: true }} />
      <div className="payment-ledger__actions">
        {inReview?.kind === 'balance' ? (
          <>
            <span>{t('payments.balanceSlipInReview', { amount: formatTHB(inReview.amount, language) })}</span>
            {inReview.slipUrl ? <SlipButton url={inReview.slipUrl} /> : null}
            <Popconfirm title={t('payments.acceptConfirm', { amount: formatTHB(schedule.dueNow?.amount ?? 0, language) })} onConfirm={onAccept}>
              <Button type="primary" loading={accepting}>{t('payments.acceptBalance')}</Button>
            </Popconfirm>
            <Button danger onClick={() => setDialog('reject')}>{t('payments.rejectBalance')}</Button>
          </>
        ) : null}
        {schedule.outstanding > 0 || schedule.securityDeposit.status === 'due' ? (
          <Button onClick={() => setDialog('record')}>{t('payments.recordPayment')}</Button>
        ) : null}
        {schedule.securityDeposit.status === 'held' ? <Button onClick={() => setDialog('return')}>{t('payments.returnSecurity')}</Button> : null}
      </div>
      <RecordPaymentModal bookingId={bookingId} schedule={schedule} open={dialog === 'record'} onClose={() => setDialog(null)} />
      <RejectBalanceModal bookingId={bookingId} open={dialog === 'reject'} onClose={() => setDialog(null)} />
      <ReturnSecurityModal bookingId={bookingId} held={schedule.securityDeposit.amount} open={dialog === 'return'} onClose={() => setDialog(null)} />
    </section>
  );
}
