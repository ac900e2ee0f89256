import { callsTo, mockApi } from '../../../testing/http';
import { screen, waitFor } from '@testing-library/react';
import { user } from '../../../testing/user';
import { ADMIN_TOKEN_KEY } from '../../../lib/api';
import { adminUser, page, stats } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/render';

const dashboardRoutes = {
  'GET /api/admin/stats': { body: stats() },
  'GET /api/admin/recent-bookings': { body: [] },
};

const u = user();

afterEach(() => localStorage.clear());

describe('the admin guard', () => {
  it('sends a visitor without a token to the login page and never asks /me', async () => {
    const http = mockApi({});
    renderAdmin('/admin/bookings');

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });

  it('shows the protected area when the stored token is accepted by /me', async () => {
    const http = mockApi({ 'GET /api/admin/auth/me': { body: adminUser() }, ...dashboardRoutes });
    renderAdmin('/admin', { token: 'good-token' });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Villa Owner')).toBeInTheDocument();
    const [me] = callsTo(http.calls, 'GET /api/admin/auth/me');
    expect(me.headers.get('Authorization')).toBe('Bearer good-token');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('good-token');
  });

  it('removes a refused token and says on the login page that the session expired', async () => {
    mockApi({ 'GET /api/admin/auth/me': { status: 401, body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' } } });
    renderAdmin('/admin/bookings', { token: 'expired-token' });

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired, please log in again');
    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull());
  });

  it('ends the session when any admin call gets 401, and says so in Thai', async () => {
    mockApi({
      'GET /api/admin/auth/me': { body: adminUser() },
      'GET /api/admin/stats': { status: 401, body: { statusCode: 401, code: 'auth.sessionEnded', message: 'x', error: 'Unauthorized' } },
      'GET /api/admin/recent-bookings': { body: [] },
    });
    renderAdmin('/admin', { token: 'revoked-token', language: 'th' });

    expect(await screen.findByRole('alert')).toHaveTextContent('เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง');
    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull());
  });

  it('says nothing about an expired session to a visitor who was never signed in', async () => {
    mockApi({});
    renderAdmin('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats any /me failure, not only a 401, as the end of the session', async () => {
    mockApi({ 'GET /api/admin/auth/me': { status: 403, body: { statusCode: 403, message: 'Account disabled', error: 'Forbidden' } } });
    renderAdmin('/admin', { token: 'disabled-account-token' });

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull());
  });

  it('logs out: the server revokes the token, which is removed, and the login page shown', async () => {
    const http = mockApi({
      'GET /api/admin/auth/me': { body: adminUser() },
      'POST /api/admin/auth/logout': { status: 204 },
      'GET /api/admin/bookings': { body: page([]) },
      ...dashboardRoutes,
    });
    renderAdmin('/admin', { token: 'good-token' });
    await u.click(await screen.findByRole('button', { name: /Log out/ }));

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    const [logout] = callsTo(http.calls, 'POST /api/admin/auth/logout');
    expect(logout.headers.get('Authorization')).toBe('Bearer good-token');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('highlights no menu item on the change-password page, which the menu does not list', async () => {
    mockApi({ 'GET /api/admin/auth/me': { body: adminUser() } });
    renderAdmin('/admin/password', { token: 'good-token' });

    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    await waitFor(() => expect(menu.querySelectorAll('.ant-menu-item').length).toBeGreaterThan(0));
    expect(menu.querySelectorAll('.ant-menu-item-selected')).toHaveLength(0);
  });
});
