import { callsTo, mockApi } from '../../testing/http';
import { screen } from '@testing-library/react';
import { ADMIN_TOKEN_KEY } from '../../lib/api';
import { adminUser, stats } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';
import { user } from '../../testing/user';

const u = user();
afterEach(() => localStorage.clear());

const signedIn = { 'GET /api/admin/auth/me': { body: adminUser() }, 'GET /api/admin/stats': { body: stats() }, 'GET /api/admin/recent-bookings': { body: [] } };

async function change(current: string, next: string, confirm = next) {
  await u.type(await screen.findByLabelText('Current password'), current);
  await u.type(screen.getByLabelText('New password'), next);
  await u.type(screen.getByLabelText('Confirm new password'), confirm);
  await u.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the change-password form', () => {
  it('is reached from the header and keeps this tab signed in with the new token', async () => {
    const http = mockApi({
      ...signedIn,
      'POST /api/admin/auth/password': { body: { token: 'new-token', user: adminUser() } },
    });
    renderAdmin('/admin', { token: 'old-token' });
    await u.click(await screen.findByRole('link', { name: /Change password/ }));
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await change('Old-Password-1', 'Tide-Lantern-Mango-42');

    expect(await screen.findByText('Your password was changed; other sessions were logged out')).toBeInTheDocument();
    const [call] = callsTo(http.calls, 'POST /api/admin/auth/password');
    expect(call.headers.get('Authorization')).toBe('Bearer old-token');
    expect(await call.request.json()).toEqual({ currentPassword: 'Old-Password-1', newPassword: 'Tide-Lantern-Mango-42' });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('new-token');
  });

  it("shows the server's reason on the field it is about", async () => {
    mockApi({
      ...signedIn,
      'POST /api/admin/auth/password': {
        status: 400,
        body: { statusCode: 400, code: 'auth.passwordCommon', message: 'x', params: { field: 'newPassword', min: 10 }, error: 'Bad Request' },
      },
    });
    renderAdmin('/admin/password', { token: 'old-token' });
    await change('Old-Password-1', 'password1234');

    expect(await screen.findByText('This password is too common. Choose one nobody would guess.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('old-token');
  });

  it('says a wrong current password on the current-password field, in Thai', async () => {
    mockApi({
      ...signedIn,
      'POST /api/admin/auth/password': {
        status: 400,
        body: { statusCode: 400, code: 'auth.currentPasswordWrong', message: 'x', params: { field: 'currentPassword' }, error: 'Bad Request' },
      },
    });
    renderAdmin('/admin/password', { token: 'old-token', language: 'th' });
    await u.type(await screen.findByLabelText('รหัสผ่านปัจจุบัน'), 'Not-It-123');
    await u.type(screen.getByLabelText('รหัสผ่านใหม่'), 'Tide-Lantern-Mango-42');
    await u.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'Tide-Lantern-Mango-42');
    await u.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));

    expect(await screen.findByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a mismatched confirmation without calling the server', async () => {
    const http = mockApi(signedIn);
    renderAdmin('/admin/password', { token: 'old-token' });
    await change('Old-Password-1', 'Tide-Lantern-Mango-42', 'Tide-Lantern-Mango-43');

    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(callsTo(http.calls, 'POST /api/admin/auth/password')).toHaveLength(0);
  });
});
