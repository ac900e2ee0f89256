import { callsTo, mockApi } from '../../testing/http';
import { screen } from '@testing-library/react';
import { user } from '../../testing/user';
import { ADMIN_TOKEN_KEY } from '../../lib/api';
import { adminUser } from '../../testing/fixtures';
import { renderAdmin } from '../../testing/render';

const u = user();

afterEach(() => localStorage.clear());

async function fillIn(confirmPassword: string) {
  await u.type(await screen.findByLabelText('Name'), 'New Manager');
  await u.type(screen.getByLabelText('Email'), 'manager@baantalay.test');
  await u.type(screen.getByLabelText('Password'), 'sea-breeze-42');
  await u.type(screen.getByLabelText('Confirm password'), confirmPassword);
  await u.click(screen.getByRole('button', { name: 'Register' }));
}

describe('the register form', () => {
  it('refuses a confirmation that does not match, without calling the server', async () => {
    const http = mockApi({});
    renderAdmin('/admin/register');
    await fillIn('sea-breeze-43');

    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });

  it('sends every field but confirmPassword and tells a waiting account it needs approval', async () => {
    const http = mockApi({
      'POST /api/admin/auth/register': {
        status: 201,
        body: { token: null, user: adminUser({ status: 'pending' }), message: 'An administrator must approve your account first' },
      },
    });
    renderAdmin('/admin/register');
    await fillIn('sea-breeze-42');

    expect(await screen.findByText('Your account needs approval')).toBeInTheDocument();
    // Worded in the admin's language, not the server's English message.
    expect(screen.getByText('manager@baantalay.test is registered. An administrator must approve the account before you can log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login');
    const [register] = callsTo(http.calls, 'POST /api/admin/auth/register');
    expect(await register.request.json()).toEqual({ name: 'New Manager', email: 'manager@baantalay.test', password: 'sea-breeze-42' });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it("falls back to 'Registration failed'", async () => {
    mockApi({ 'POST /api/admin/auth/register': { status: 500 } });
    renderAdmin('/admin/register');
    await fillIn('sea-breeze-42');

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it("shows the server's reason for a weak password on the password field, in Thai too", async () => {
    mockApi({
      'POST /api/admin/auth/register': {
        status: 400,
        body: { statusCode: 400, code: 'auth.passwordContainsEmail', message: 'x', params: { field: 'password', min: 10 }, error: 'Bad Request' },
      },
    });
    renderAdmin('/admin/register');
    await fillIn('sea-breeze-42');

    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('The password must not contain your e-mail address.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for at least 10 characters before calling the server', async () => {
    const http = mockApi({});
    renderAdmin('/admin/register');
    await u.type(await screen.findByLabelText('Password'), 'short-pw');
    await u.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('The password must be at least 10 characters long')).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });
});
