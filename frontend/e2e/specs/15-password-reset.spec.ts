import { expect, test } from '@playwright/test';
import { ownerToken } from '../support/admin';
import { waitForMail } from '../support/mail';
import { step } from '../support/steps';
import { text } from '../support/texts';

/** An admin of their own: the owner's password, which the other specs log in with, stays as it is. */
const FORGETFUL = { name: 'Somsak', email: 'somsak.reset@baantalay.example', password: 'first-tide-2026' };
const NEW_PASSWORD = 'Mango-Lantern-Reef-58';
const th = (id: string, params: Record<string, string | number> = {}) => text('th', `admin:${id}`, params);

test.describe('password reset by e-mail', () => {
  test.use({ locale: 'th-TH' });

  test('an admin who forgot their password sets a new one from the e-mailed link and logs in with it', async ({ page, request }) => {
    await step(page, 'an approved admin account exists', async () => {
      const token = await ownerToken(request);
      const registered = await request.post('/api/admin/auth/register', { data: FORGETFUL });
      expect(registered.status()).toBe(201);
      const approved = await request.patch(`/api/admin/users/${(await registered.json()).user.id}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { status: 'active' },
      });
      expect(approved.status()).toBe(200);
    });

    await step(page, 'asks for a link from the login page', async () => {
      await page.goto('/admin/login');
      await page.getByRole('link', { name: th('login.forgotPassword') }).click();
      await expect(page.getByRole('heading', { name: th('forgotPassword.title') })).toBeVisible();
      await page.getByLabel(th('fields.email')).fill(FORGETFUL.email);
      await page.getByRole('button', { name: th('forgotPassword.submit') }).click();
      await expect(page.getByText(th('forgotPassword.sent'))).toBeVisible();
    });

    const link = await step(page, 'the e-mail, in Thai, carries the link', async () => {
      const mail = await waitForMail(FORGETFUL.email, 'ตั้งรหัสผ่านใหม่');
      const found = /https?:\/\/\S+\/admin\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? '')?.[0];
      expect(found, mail.text).toBeTruthy();
      return found!;
    });

    await step(page, 'sets the new password from the link', async () => {
      await page.goto(link);
      await page.getByLabel(th('resetPassword.new'), { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(th('resetPassword.confirm')).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: th('resetPassword.submit') }).click();
      await expect(page.getByText(th('resetPassword.done'))).toBeVisible();
    });

    await step(page, 'the old password is refused and the new one logs in', async () => {
      const old = await request.post('/api/admin/auth/login', { data: { email: FORGETFUL.email, password: FORGETFUL.password } });
      expect(old.status()).toBe(401);
      await page.getByRole('link', { name: th('resetPassword.toLogin') }).click();
      await page.getByLabel(th('fields.email')).fill(FORGETFUL.email);
      await page.getByLabel(th('fields.password')).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: th('login.submit') }).click();
      await expect(page.getByRole('heading', { name: th('dashboard.title') })).toBeVisible();
    });

    await step(page, 'the link does not work a second time', async () => {
      await page.goto(link);
      await page.getByLabel(th('resetPassword.new'), { exact: true }).fill('Another-Harbour-Kite-91');
      await page.getByLabel(th('resetPassword.confirm')).fill('Another-Harbour-Kite-91');
      await page.getByRole('button', { name: th('resetPassword.submit') }).click();
      await expect(page.getByText(text('th', 'common:apiErrors.auth.resetTokenInvalid'))).toBeVisible();
    });
  });
});
