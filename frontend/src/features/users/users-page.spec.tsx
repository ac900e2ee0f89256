import { callsTo, mockApi } from '../../testing/http';
import { screen, within } from '@testing-library/react';
import type { AdminUserDto } from '@baan-talay/contracts';
import { adminUser } from '../../testing/fixtures';
import { renderAdminUi } from '../../testing/render';
import { user } from '../../testing/user';
import UsersPage from './users-page';

const u = user();
const owner = adminUser();
const waiting = adminUser({ id: 'u-2', name: 'Niran', email: 'niran@baantalay.test', status: 'pending', role: 'admin' });
const active = adminUser({ id: 'u-3', name: 'Ploy', email: 'ploy@baantalay.test', status: 'active', role: 'admin' });

const row = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;
/** The page as `me` sees it (the signed-in admin lives in the auth slice). */
const renderAs = (me: AdminUserDto) =>
  renderAdminUi(<UsersPage />, { route: '/admin/users', preloadedState: { adminAuth: { token: 't', user: me, sessionExpired: false } } as never });

describe('admin users', () => {
  it('approves a waiting account', async () => {
    const http = mockApi({
      'GET /api/admin/users': { body: [waiting, owner, active] },
      'PATCH /api/admin/users/u-2': { body: { ...waiting, status: 'active' } },
    });
    renderAs(owner);
    const niran = await row('niran@baantalay.test');
    expect(within(niran).getByText('Waiting for approval')).toBeInTheDocument();
    await u.click(within(niran).getByRole('button', { name: 'Approve niran@baantalay.test' }));

    expect(await screen.findByText('niran@baantalay.test can now log in')).toBeInTheDocument();
    expect(await callsTo(http.calls, 'PATCH /api/admin/users/u-2')[0].request.json()).toEqual({ status: 'active' });
  });

  it('rejects a waiting account after a confirmation', async () => {
    const http = mockApi({
      'GET /api/admin/users': { body: [waiting, owner] },
      'PATCH /api/admin/users/u-2': { body: { ...waiting, status: 'rejected' } },
    });
    renderAs(owner);
    await u.click(within(await row('niran@baantalay.test')).getByRole('button', { name: 'Reject niran@baantalay.test' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('The registration of niran@baantalay.test was rejected')).toBeInTheDocument();
    expect(await callsTo(http.calls, 'PATCH /api/admin/users/u-2')[0].request.json()).toEqual({ status: 'rejected' });
  });

  it('disables an account after a confirmation', async () => {
    const http = mockApi({
      'GET /api/admin/users': { body: [waiting, owner, active] },
      'PATCH /api/admin/users/u-3': { body: { ...active, status: 'disabled' } },
    });
    renderAs(owner);
    await u.click(within(await row('ploy@baantalay.test')).getByRole('button', { name: 'Disable ploy@baantalay.test' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('ploy@baantalay.test disabled')).toBeInTheDocument();
    expect(await callsTo(http.calls, 'PATCH /api/admin/users/u-3')[0].request.json()).toEqual({ status: 'disabled' });
  });

  it('hands the ownership over after a confirmation', async () => {
    const http = mockApi({
      'GET /api/admin/users': { body: [owner, active] },
      'POST /api/admin/users/u-3/ownership': { body: [{ ...owner, role: 'admin' }, { ...active, role: 'owner' }] },
    });
    renderAs(owner);
    expect(within(await row('owner@baantalay.test')).getByText('Owner')).toBeInTheDocument();
    await u.click(within(await row('ploy@baantalay.test')).getByRole('button', { name: 'Make owner ploy@baantalay.test' }));
    await u.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Make owner' }));

    expect(await screen.findByText('ploy@baantalay.test is now the owner')).toBeInTheDocument();
    expect(callsTo(http.calls, 'POST /api/admin/users/u-3/ownership')).toHaveLength(1);
  });

  it('shows an admin who is not the owner the list without any action', async () => {
    mockApi({ 'GET /api/admin/users': { body: [waiting, owner, active] } });
    renderAs(active);
    await row('niran@baantalay.test');
    expect(screen.getByText('Only the owner can approve, reject or disable accounts.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject|Disable|Make owner/ })).not.toBeInTheDocument();
  });
});
