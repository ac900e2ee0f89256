import { callsTo, mockApi } from '../../testing/http';
import { screen } from '@testing-library/react';
import { user } from '../../testing/user';
import { renderAdmin } from '../../testing/render';

const u = user();

async function setPassword(password: string, confirmation = password, labels = { new: 'New password', confirm: 'Confirm new password', submit: 'Set the new password' }) {
  await u.type(await screen.findByLabelText(labels.new), password);
  await u.type(screen.getByLabelText(labels.confirm), confirmation);
  await u.click(screen.getByRole('button', { name: labels.submit }));
}

describe('forgot password', () => {
  it('leads from the login to a form that asks for a link in the language on screen, and says the same for any address', async () => {
    const http = mockApi({ 'POST /api/admin/auth/password-reset': { status: 202, body: { message: 'x' } } });
    renderAdmin('/admin/login', { language: 'th' });
    await u.click(await screen.findByRole('link', { name: 'ลืมรหัสผ่าน?' }));
    expect(await screen.findByRole('heading', { name: 'ลืมรหัสผ่าน' })).toBeInTheDocument();

    await u.type(screen.getByLabelText('อีเมล'), 'owner@baantalay.test');
    await u.click(screen.getByRole('button', { name: 'ส่งลิงก์' }));

    expect(await screen.findByText(/ลิงก์สำหรับตั้งรหัสผ่านใหม่กำลังส่งไป/)).toBeInTheDocument();
    const [sent] = callsTo(http.calls, 'POST /api/admin/auth/password-reset');
    expect(await sent.request.json()).toEqual({ email: 'owner@baantalay.test', language: 'th' });
  });

  it('says when too many links were asked for', async () => {
    mockApi({
      'POST /api/admin/auth/password-reset': { status: 429, body: { statusCode: 429, code: 'auth.resetTooMany', message: 'x', params: { minutes: 60 } } },
    });
    renderAdmin('/admin/forgot-password');
    await u.type(await screen.findByLabelText('Email'), 'owner@baantalay.test');
    await u.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Too many password reset requests. Please try again in 60 minutes.')).toBeInTheDocument();
  });
});

describe('reset password from the e-mailed link', () => {
  it('sends the token with the new password, then offers the login', async () => {
    const http = mockApi({ 'POST /api/admin/auth/password-reset/confirm': { status: 204 } });
    renderAdmin('/admin/reset-password?token=abc_DEF-123');
    await setPassword('Tide-Lantern-Mango-42');

    expect(await screen.findByText('Your new password is set. Log in with it.')).toBeInTheDocument();
    const [sent] = callsTo(http.calls, 'POST /api/admin/auth/password-reset/confirm');
    expect(await sent.request.json()).toEqual({ token: 'abc_DEF-123', password: 'Tide-Lantern-Mango-42' });
    await u.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
  });

  it('shows a weak password on its field and a spent link as a message', async () => {
    const refusals = [
      { statusCode: 400, code: 'auth.passwordCommon', message: 'x', params: { field: 'password', min: 10 }, error: 'Bad Request' },
      { statusCode: 400, code: 'auth.resetTokenInvalid', message: 'x', error: 'Bad Request' },
    ];
    mockApi({ 'POST /api/admin/auth/password-reset/confirm': () => ({ status: 400, body: refusals.shift() }) });
    renderAdmin('/admin/reset-password?token=abc');
    await setPassword('password1234');
    expect(await screen.findByText('This password is too common. Choose one nobody would guess.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    await u.clear(screen.getByLabelText('New password'));
    await u.clear(screen.getByLabelText('Confirm new password'));
    await setPassword('Tide-Lantern-Mango-42');
    expect(await screen.findByText(/This reset link is not valid any more/)).toBeInTheDocument();
  });

  it('without a token, sends the admin to ask for a link instead of showing the form', async () => {
    const http = mockApi({});
    renderAdmin('/admin/reset-password');
    expect(await screen.findByText(/This page opens from the link in the reset e-mail/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });
});
