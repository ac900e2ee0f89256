import type { PaymentFiguresDto, ReportDto, ReportPeriodDto } from '@baan-talay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi } from '../../testing/http';
import { renderAdminUi } from '../../testing/render';
import { user } from '../../testing/user';
import ReportsPage from './reports-page';

const u = user();

const figures = (period: string, overrides: Partial<ReportPeriodDto> = {}): ReportPeriodDto => ({
  period,
  from: `${period}-01`,
  to: `${period}-28`,
  availableNights: 31,
  bookedNights: 5,
  occupancy: 0.1613,
  revenue: 27_000,
  adr: 5400,
  revPar: 871,
  bookingsByStatus: { pending_payment: 1, in_review: 0, confirmed: 2, expired: 0, cancelled: 1 },
  averageLeadTimeDays: 20,
  ...overrides,
});

const noPayments: PaymentFiguresDto = { depositsReceived: 0, balancesOutstanding: 0, balancesOverdue: 0, overdueBookings: 0, securityDepositsHeld: 0 };
const payments: PaymentFiguresDto = { depositsReceived: 10_800, balancesOutstanding: 25_200, balancesOverdue: 8_400, overdueBookings: 1, securityDepositsHeld: 3_000 };

describe('the reports page', () => {
  it("shows a month's occupancy, revenue, ADR and RevPAR, and asks the server for the year", async () => {
    const month = new Date().getMonth() + 1;
    const report: ReportDto = { year: new Date().getFullYear(), month, total: figures('2030-03'), periods: [figures('2030-03-05')], payments: noPayments };
    const http = mockApi({ 'GET /api/admin/reports': { body: report } });
    renderAdminUi(<ReportsPage />, { route: '/admin/reports' });

    const card = async (title: string) => (await screen.findAllByText(title)).map((el) => el.closest('.ant-statistic')).find(Boolean) as HTMLElement;
    expect(within(await card('Occupancy')).getByText('16.1%')).toBeInTheDocument();
    expect(screen.getByText('5 of 31 nights sold')).toBeInTheDocument();
    expect(within(await card('Revenue')).getByText('฿27,000')).toBeInTheDocument();
    expect(within(await card('Average daily rate')).getByText('฿5,400')).toBeInTheDocument();
    expect(within(await card('RevPAR')).getByText('฿871')).toBeInTheDocument();
    expect(within(await card('Average lead time')).getByText('20 days')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Revenue and occupancy' })).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(http.calls, 'GET /api/admin/reports')[0].query)).toEqual({ year: String(report.year), month: String(month) });

    await u.click(screen.getByRole('combobox', { name: 'Month' }));
    await u.click(await screen.findByTitle('Whole year'));
    await waitFor(() => expect(Object.fromEntries(callsTo(http.calls, 'GET /api/admin/reports').at(-1)!.query)).toEqual({ year: String(report.year) }));
  });

  it('reads the period from the address, so a report can be bookmarked and shared', async () => {
    const report: ReportDto = { year: 2027, month: 6, total: figures('2027-06'), periods: [figures('2027-06-01')], payments: noPayments };
    const http = mockApi({ 'GET /api/admin/reports': { body: report } });
    renderAdminUi(<ReportsPage />, { route: '/admin/reports?year=2027&month=6' });

    await screen.findByText('5 of 31 nights sold');
    expect(Object.fromEntries(callsTo(http.calls, 'GET /api/admin/reports')[0].query)).toEqual({ year: '2027', month: '6' });
    expect(screen.getByRole('combobox', { name: 'Year' }).closest('.ant-select')).toHaveTextContent('2027');
  });

  it('names the year in the Buddhist era in Thai', async () => {
    const report: ReportDto = { year: 2026, month: 12, total: figures('2026-12'), periods: [figures('2026-12-01')], payments: noPayments };
    const http = mockApi({ 'GET /api/admin/reports': { body: report } });
    renderAdminUi(<ReportsPage />, { route: '/admin/reports?year=2026&month=12', language: 'th' });

    await waitFor(() => expect(callsTo(http.calls, 'GET /api/admin/reports')).toHaveLength(1));
    const year = (await screen.findByRole('combobox', { name: 'ปี' })).closest('.ant-select') as HTMLElement;
    expect(year).toHaveTextContent('2569');
    expect(year).not.toHaveTextContent('2026');
    expect(Object.fromEntries(callsTo(http.calls, 'GET /api/admin/reports')[0].query)).toEqual({ year: '2026', month: '12' });
  });

  it("shows the deposits received and the balances outstanding and overdue of the period's stays, in English and Thai", async () => {
    const report: ReportDto = { year: 2027, month: 6, total: figures('2027-06'), periods: [figures('2027-06-01')], payments };
    mockApi({ 'GET /api/admin/reports': { body: report } });
    const { unmount } = renderAdminUi(<ReportsPage />, { route: '/admin/reports?year=2027&month=6' });

    const group = await screen.findByRole('group', { name: 'Payments of the stays arriving in this period' });
    const card = (title: string) => within(group).getByText(title).closest('.ant-statistic') as HTMLElement;
    expect(within(card('Deposits received')).getByText('฿10,800')).toBeInTheDocument();
    expect(within(card('Balances outstanding')).getByText('฿25,200')).toBeInTheDocument();
    expect(within(card('Overdue (1 booking)')).getByText('฿8,400')).toBeInTheDocument();
    expect(within(card('Security deposits held')).getByText('฿3,000')).toBeInTheDocument();
    unmount();

    renderAdminUi(<ReportsPage />, { route: '/admin/reports?year=2027&month=6', language: 'th' });
    const thai = await screen.findByRole('group', { name: 'การชำระเงินของการเข้าพักที่เช็คอินในช่วงนี้' });
    expect(within(within(thai).getByText('มัดจำที่ได้รับ').closest('.ant-statistic') as HTMLElement).getByText('฿10,800')).toBeInTheDocument();
    expect(within(within(thai).getByText('เลยกำหนด (1 การจอง)').closest('.ant-statistic') as HTMLElement).getByText('฿8,400')).toBeInTheDocument();
  });
});
