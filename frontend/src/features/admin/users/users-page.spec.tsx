import { callsTo, stubFetch } from '../testing/http-stub';
import { screen, within } from '@testing-library/react';
import { adminUser } from '../testing/fixtures';
import { renderAdminUi } from '../testing/render-admin';
import { user } from '../testing/user';
import UsersPage from './users-page';

const u = user();
const waiting = adminUser({ id: 'u-2', name: 'Niran', email: 'niran@baantalay.test', status: 'pending' });
const active = adminUser({ id: 'u-3', name: 'Ploy', email: 'ploy@baantalay.test', status: 'active' });

const row = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;

describe('admin users', () => {
  it('approves a waiting account', async () => {
    const http = stubFetch({
      'GET /api/admin/users': { body: [waiting, active] },
      'PATCH /api/admin/users/u-2': { body: { ...waiting, status: 'active' } },
    });
    renderAdminUi(<UsersPage />, { route: '/admin/users' });
    const niran = await row('niran@baantalay.test');
    expect(within(niran).getByText('Waiting for approval')).toBeInTheDocument();
    await u.click(within(niran).getByRole('button', { name: 'Approve niran@baantalay.test' }));

    expect(await screen.findByText('niran@baantalay.test can now log in')).toBeInTheDocument();
    expect(await callsTo(http.calls, 'PATCH /api/admin/users/u-2')[0].request.json()).toEqual({ status: 'active' });
  });

  it('disables an account after a confirmation', async () => {
    const http = stubFetch({
      'GET /api/admin/users': { body: [waiting, active] },
      'PATCH /api/admin/users/u-3': { body: { ...active, status: 'disabled' } },
    });
    renderAdminUi(<UsersPage />, { route: '/admin/users' });
    await u.click(within(await row('ploy@baantalay.test')).getByRole('button', { name: 'Disable ploy@baantalay.test' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('ploy@baantalay.test disabled')).toBeInTheDocument();
    expect(await callsTo(http.calls, 'PATCH /api/admin/users/u-3')[0].request.json()).toEqual({ status: 'disabled' });
  });
});
