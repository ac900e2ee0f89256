import { callsTo, mockApi } from '../../testing/http';
import { screen } from '@testing-library/react';
import { user } from '../../testing/user';
import { ADMIN_TOKEN_KEY } from '../../lib/api';
import { adminUser, stats } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

const u = user();

afterEach(() => localStorage.clear());

async function logIn(email: string, password: string) {
  await u.type(screen.getByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login form', () => {
  it('signs in, keeps the token under admin-token and opens the page the admin asked for', async () => {
    const http = mockApi({
      'POST /api/admin/auth/login': { body: { token: 'fresh-token', user: adminUser() } },
      'GET /api/admin/users': { body: [adminUser()] },
    });
    renderAdmin('/admin/users');
    await screen.findByRole('heading', { name: 'Admin login' });

    await logIn('owner@baantalay.test', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    const [login] = callsTo(http.calls, 'POST /api/admin/auth/login');
    expect(await login.request.json()).toEqual({ email: 'owner@baantalay.test', password: 'correct horse' });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('fresh-token');
    // The user came with the login answer: no second round trip to /me.
    expect(callsTo(http.calls, 'GET /api/admin/auth/me')).toHaveLength(0);
    expect(callsTo(http.calls, 'GET /api/admin/users')[0].headers.get('Authorization')).toBe('Bearer fresh-token');
  });

  it('shows an account that waits for approval the waiting screen, and the form again on the way back', async () => {
    mockApi({
      'POST /api/admin/auth/login': { status: 403, body: { statusCode: 403, code: 'auth.awaitingApproval', message: 'Account awaiting approval' } },
    });
    renderAdmin('/admin/login');
    await screen.findByRole('heading', { name: 'Admin login' });
    await logIn('manager@baantalay.test', 'sea-breeze-42');

    expect(await screen.findByText('Your account needs approval')).toBeInTheDocument();
    expect(screen.getByText('manager@baantalay.test is registered. An administrator must approve the account before you can log in.')).toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });

  it('sends an admin already signed in straight to the dashboard', async () => {
    mockApi({
      'GET /api/admin/auth/me': { body: adminUser() },
      'GET /api/admin/stats': { body: stats() },
      'GET /api/admin/recent-bookings': { body: [] },
    });
    renderAdmin('/admin/login', { token: 'kept-token' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin login' })).not.toBeInTheDocument();
  });

  it("shows the server's message, e.g. for an account still waiting for approval", async () => {
    mockApi({
      'POST /api/admin/auth/login': {
        status: 403,
        body: { statusCode: 403, message: 'Your account is waiting for approval by an administrator', error: 'Forbidden' },
      },
    });
    renderAdmin('/admin/login');
    await logIn('new@baantalay.test', 'password123');

    expect(await screen.findByText('Your account is waiting for approval by an administrator')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockApi({ 'POST /api/admin/auth/login': { status: 502 } });
    renderAdmin('/admin/login');
    await logIn('owner@baantalay.test', 'password123');

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const http = mockApi({});
    renderAdmin('/admin/login');
    await u.type(await screen.findByLabelText('Email'), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });

  it('speaks Thai', async () => {
    mockApi({ 'POST /api/admin/auth/login': { status: 401 } });
    renderAdmin('/admin/login', { language: 'th' });
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบผู้ดูแล' })).toBeInTheDocument();
    await u.type(screen.getByLabelText('อีเมล'), 'owner@baantalay.test');
    await u.type(screen.getByLabelText('รหัสผ่าน'), 'password123');
    await u.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await screen.findByText('เข้าสู่ระบบไม่สำเร็จ')).toBeInTheDocument();
  });
});

describe('the dashboard after login', () => {
  it('is where a plain login lands', async () => {
    mockApi({
      'POST /api/admin/auth/login': { body: { token: 't', user: adminUser() } },
      'GET /api/admin/stats': { body: stats() },
      'GET /api/admin/recent-bookings': { body: [] },
    });
    renderAdmin('/admin/login');
    await logIn('owner@baantalay.test', 'password123');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Total bookings')).toBeInTheDocument();
  });
});
