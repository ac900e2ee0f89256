import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { CancellationTiersText } from './cancellation-tiers';

const tiers = [
  { daysBefore: 14, refundPercent: 50 },
  { daysBefore: 30, refundPercent: 100 },
];

describe('the cancellation policy rendered from its tiers', () => {
  it('reads "full refund up to 30 days before, 50 % up to 14, none after" in English, most days first', () => {
    renderWithProviders(<CancellationTiersText tiers={tiers} />, { language: 'en' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Full refund if you cancel at least 30 days before check-in.',
      '50% refund if you cancel at least 14 days before check-in.',
      'No refund after that.',
    ]);
  });

  it('reads the same in Thai, and a tier up to the day of arrival leaves nothing after it', () => {
    renderWithProviders(<CancellationTiersText tiers={[...tiers, { daysBefore: 0, refundPercent: 25 }]} />, { language: 'th' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'คืนเงินเต็มจำนวน หากยกเลิกล่วงหน้าอย่างน้อย 30 วันก่อนวันเช็คอิน',
      'คืนเงิน 50% หากยกเลิกล่วงหน้าอย่างน้อย 14 วันก่อนวันเช็คอิน',
      'คืนเงิน 25% หากยกเลิกภายในวันเช็คอิน',
    ]);
  });

  it('renders nothing without tiers', () => {
    const { container } = renderWithProviders(<CancellationTiersText tiers={[]} />, { language: 'en' });
    expect(container.querySelector('ul')).toBeNull();
  });
});
