import type { PaymentScheduleDto } from '@baan-talay/contracts';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { PaymentSchedule } from './payment-schedule';

const schedule: PaymentScheduleDto = {
  total: 36_000,
  depositPercent: 30,
  deposit: { amount: 10_800, status: 'paid' },
  balance: { amount: 25_200, dueOn: '2027-03-06', status: 'due' },
  securityDeposit: { amount: 5000, status: 'due' },
  dueNow: { kind: 'balance', amount: 30_200 },
  paid: 10_800,
  refunded: 0,
  outstanding: 25_200,
};

/** The row of a Descriptions item, found by its label. */
const row = (label: string) => screen.getByText(label).closest('tr') as HTMLElement;

describe('PaymentSchedule', () => {
  it('tells what is paid, what is due now, what later and by when', () => {
    renderWithProviders(<PaymentSchedule schedule={schedule} />, { language: 'en' });
    expect(row('Deposit (30 %)')).toHaveTextContent('฿10,800 Paid');
    expect(row('Balance')).toHaveTextContent(/฿25,200 Due.*Due by Saturday, 6 March 2027/);
    expect(row('Security deposit')).toHaveTextContent('฿5,000');
    expect(row('Balance to pay')).toHaveTextContent('฿30,200');
  });

  it('says it in Thai, Buddhist-era year included', () => {
    renderWithProviders(<PaymentSchedule schedule={schedule} />, { language: 'th' });
    expect(row('มัดจำ (30%)')).toHaveTextContent('ชำระแล้ว');
    expect(row('ยอดคงเหลือ')).toHaveTextContent(/ชำระภายใน วันเสาร์ที่ 6 มีนาคม 2570/);
  });

  it('shows a stay paid in full as one payment', () => {
    const full: PaymentScheduleDto = { ...schedule, depositPercent: 100, deposit: { amount: 36_000, status: 'due' },
      balance: { amount: 0, dueOn: null, status: 'none' }, securityDeposit: { amount: 0, status: 'none' }, dueNow: { kind: 'deposit', amount: 36_000 } };
    renderWithProviders(<PaymentSchedule schedule={full} />, { language: 'en' });
    expect(row('Payment in full')).toHaveTextContent('฿36,000 Due');
    expect(screen.queryByText('Balance')).not.toBeInTheDocument();
    expect(row('Due now')).toHaveTextContent('฿36,000');
  });
});
