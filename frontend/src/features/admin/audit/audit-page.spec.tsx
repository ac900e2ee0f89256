import { callsTo, stubFetch } from '../testing/http-stub';
import { screen, waitFor, within } from '@testing-library/react';
import { auditEntry, page } from '../testing/fixtures';
import { renderAdminUi } from '../testing/render-admin';
import { user } from '../testing/user';
import AuditPage from './audit-page';

const u = user();

describe('the audit log', () => {
  it('lists every change with its actor and filters on the server', async () => {
    const http = stubFetch({
      'GET /api/admin/audit': {
        body: page(
          [
            auditEntry({ id: 'e1', type: 'VillaPricingUpdated', bookingId: null, actor: { kind: 'admin', email: 'owner@baantalay.test' }, changes: { weekendPrice: 7500 } }),
            auditEntry({ id: 'e2', type: 'BookingCreated', actor: { kind: 'guest' } }),
          ],
          { total: 2 },
        ),
      },
    });
    renderAdminUi(<AuditPage />, { route: '/admin/audit' });
    const pricing = (await screen.findByText('Pricing updated')).closest('tr') as HTMLElement;
    expect(within(pricing).getByText('owner@baantalay.test')).toBeInTheDocument();
    expect(within(pricing).getByText('7500')).toBeInTheDocument();
    const lastQuery = () => Object.fromEntries(callsTo(http.calls, 'GET /api/admin/audit').at(-1)!.query);
    expect(lastQuery()).toEqual({ page: '1', pageSize: '20' });

    await u.type(screen.getByRole('searchbox', { name: 'Admin id or email' }), 'owner@baantalay.test{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ actor: 'owner@baantalay.test' }));

    await u.click(screen.getByRole('combobox', { name: 'Event types' }));
    await u.click(await screen.findByTitle('Booking confirmed'));
    await u.click(await screen.findByTitle('Booking cancelled'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ actor: 'owner@baantalay.test', type: 'BookingConfirmed,BookingCancelled', page: '1' }));
  });
});
