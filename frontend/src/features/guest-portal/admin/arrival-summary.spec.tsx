import { screen } from '@testing-library/react';
import { mockApi } from '../../../testing/http';
import { renderWithProviders } from '../../../testing/render';
import { ArrivalSummary } from './arrival-summary';

const arrivals = { arrivals: { 'bk-1': { arrivalTime: '15:30', flight: 'TG 225', adults: 2, children: 1 } } };

describe('ArrivalSummary', () => {
  it.each([
    ['en', 'Arrival: arrives 15:30 · flight TG 225 · 2 adults, 1 child'],
    ['th', 'การมาถึง: มาถึง 15:30 น. · เที่ยวบิน TG 225 · ผู้ใหญ่ 2 คน, เด็ก 1 คน'],
  ] as const)('tells the owner the guest’s arrival (%s)', async (language, line) => {
    const api = mockApi({ 'GET /api/admin/arrivals': { body: arrivals } });
    renderWithProviders(<ArrivalSummary bookingId="bk-1" />, { language });
    expect(await screen.findByText((_, element) => element?.getAttribute('data-testid') === 'arrival-summary' && element.textContent === line)).toBeInTheDocument();
    expect(api.calls[0].query.get('ids')).toBe('bk-1');
  });

  it('says when none were given, and a calendar tooltip then shows nothing', async () => {
    mockApi({ 'GET /api/admin/arrivals': { body: { arrivals: {} } } });
    renderWithProviders(<><ArrivalSummary bookingId="bk-2" /><ArrivalSummary bookingId="bk-2" compact /></>, { language: 'en' });
    expect(await screen.findByText('The guest has not given arrival details yet')).toBeInTheDocument();
    expect(screen.queryByTestId('arrival-line')).not.toBeInTheDocument();
  });
});
