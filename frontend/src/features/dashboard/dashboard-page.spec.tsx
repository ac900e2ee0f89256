import { mockApi } from '../../testing/http';
import { screen, within } from '@testing-library/react';
import { adminVilla, booking, stats } from '../../testing/fixtures';
import { renderAdminUi } from '../../testing/render';
import DashboardPage from './dashboard-page';

describe('the dashboard', () => {
  it('shows the stat cards, the occupancy and the recent bookings', async () => {
    mockApi({
      'GET /api/admin/stats': { body: stats({ occupancyNext30Days: 43.3 }) },
      'GET /api/admin/recent-bookings': { body: [booking()] },
    });
    renderAdminUi(<DashboardPage />, { route: '/admin' });

    const card = (title: string) =>
      screen.getAllByText(title).map((element) => element.closest('.ant-statistic')).find(Boolean) as HTMLElement;
    await screen.findByText('Total bookings');
    expect(within(card('Total bookings')).getByText('42')).toBeInTheDocument();
    expect(screen.getByText('Live bookings: Pending payment, In review, Confirmed')).toBeInTheDocument();
    expect(screen.getByText(/unpaid holds not counted/)).toBeInTheDocument();
    expect(within(card('Pending payments')).getByText('3')).toBeInTheDocument();
    expect(within(card('In review')).getByText('2')).toBeInTheDocument();
    expect(within(card('Revenue')).getByText('฿360,000')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Revenue by month' })).toBeInTheDocument();
    expect(screen.getByText('43%')).toBeInTheDocument();
    const recent = (await screen.findByRole('link', { name: 'BT-1001' })).closest('tr') as HTMLElement;
    expect(within(recent).getByText('Somchai Jaidee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BT-1001' })).toHaveAttribute('href', '/admin/bookings?booking=b-1');
  });

  it('shows an empty state rather than a bare axis when no month has revenue', async () => {
    mockApi({
      'GET /api/admin/stats': { body: stats({ totalRevenue: 0, revenueByMonth: [{ month: '2026-10', revenue: 0 }, { month: '2026-11', revenue: 0 }] }) },
      'GET /api/admin/recent-bookings': { body: [] },
    });
    renderAdminUi(<DashboardPage />, { route: '/admin' });
    expect(await screen.findByText('No revenue yet in these months')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Revenue by month' })).not.toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    mockApi({ 'GET /api/admin/stats': { body: stats() }, 'GET /api/admin/recent-bookings': { body: [] } });
    renderAdminUi(<DashboardPage />, { route: '/admin', language: 'th' });
    expect(await screen.findByText('การจองทั้งหมด')).toBeInTheDocument();
    expect(screen.getByText('รายได้รายเดือน')).toBeInTheDocument();
  });
});

describe('the setup checklist of a fresh install (issue 33)', () => {
  const routes = (villa: ReturnType<typeof adminVilla>) => ({
    'GET /api/admin/stats': { body: stats() },
    'GET /api/admin/recent-bookings': { body: [] },
    'GET /api/admin/villa': { body: villa },
  });

  it('lists ways to pay, contact details and policies with links to where each is entered', async () => {
    mockApi(routes(adminVilla({ contactEmail: 'owner@example.com' })));
    renderAdminUi(<DashboardPage />, { route: '/admin' });
    const list = await screen.findByRole('list', { name: 'Finish setting up your villa' });
    const item = (text: RegExp) => screen.getByText(text).closest('li') as HTMLElement;
    expect(within(item(/^A way to pay/)).getByText('(to do)')).toBeInTheDocument();
    expect(within(item(/^Contact details/)).getByText('(done)')).toBeInTheDocument();
    expect(within(item(/^Policies:/)).getByText('(to do)')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Bank accounts' })).toHaveAttribute('href', '/admin/bank');
    expect(within(list).getByRole('link', { name: 'PromptPay' })).toHaveAttribute('href', '/admin/villa?tab=payment');
  });

  it('speaks Thai', async () => {
    mockApi(routes(adminVilla()));
    renderAdminUi(<DashboardPage />, { route: '/admin', language: 'th' });
    expect(await screen.findByRole('list', { name: 'ตั้งค่าวิลล่าให้เสร็จ' })).toBeInTheDocument();
    expect(screen.getByText('ช่องทางชำระเงิน: บัญชีธนาคารหรือพร้อมเพย์')).toBeInTheDocument();
  });

  it('is gone once guests can book', async () => {
    mockApi(routes(adminVilla({ promptPayId: '0812345678', promptPayAvailable: true, openForBookings: true })));
    renderAdminUi(<DashboardPage />, { route: '/admin' });
    await screen.findByText('Total bookings');
    expect(screen.queryByText('Finish setting up your villa')).not.toBeInTheDocument();
  });
});
