import { createHash } from 'node:crypto';
import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { readOutbox, sentTo } from '../jobs/support/outbox';
import { eventually } from '../support/eventually';
import { ShiftedClock } from '../support/shifted-clock';
import { startTestApp, TestApp } from '../support/test-app';
import { projectionsCaughtUp } from './support/projections';
import { addActiveAdmin, registerFirstAdmin, SignedInAdmin, uniqueEmail } from './support/admin-session';

const NEW_PASSWORD = 'Lagoon-Pepper-Kite-73';

describe('admin password reset by e-mail (HTTP)', () => {
  const clock = new ShiftedClock();
  let t: TestApp;
  let owner: SignedInAdmin;

  beforeAll(async () => {
    t = await startTestApp({ PASSWORD_RESET_LIMIT_PER_ADDRESS: '3', PASSWORD_RESET_LIMIT_PER_IP: '5' }, { clock });
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  let ipCounter = 0;
  /** Each test asks from IPs of its own: the per-IP limit has a test of its own. */
  const nextIp = () => `198.51.100.${++ipCounter}`;
  const ask = (email: string, body: object = {}, ip = nextIp()) =>
    request(t.http).post('/api/admin/auth/password-reset').set('X-Forwarded-For', ip).send({ email, ...body });
  const reset = (token: string, password: string) =>
    request(t.http).post('/api/admin/auth/password-reset/confirm').send({ token, password });
  const login = (email: string, password: string) => request(t.http).post('/api/admin/auth/login').send({ email, password });

  const resetMails = async (to: string): Promise<ParsedMail[]> =>
    sentTo(await readOutbox(t.config.outboxDir), to).filter((mail) => /password|รหัสผ่าน/i.test(mail.subject ?? ''));
  const nextMail = async (to: string, already: number): Promise<ParsedMail> =>
    eventually(`reset e-mail #${already + 1} to ${to}`, async () => (await resetMails(to))[already]);
  const tokenOf = (mail: ParsedMail): string => {
    const link = /https?:\/\/\S+\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    if (!link) throw new Error(`no reset link in ${mail.text}`);
    return decodeURIComponent(link[1]);
  };

  it('mails a single-use link; the reset ends every session, the old password stops and the new one works', async () => {
    const helper = await addActiveAdmin(t, owner, uniqueEmail('forgetful'));
    const asked = await ask(helper.email.toUpperCase(), { language: 'en' }).expect(202);
    expect(asked.body).toEqual({ message: 'If an active admin account has this address, a link to set a new password is on its way' });

    const mail = await nextMail(helper.email, 0);
    expect(mail.subject).toMatch(/^Set a new password/);
    expect(mail.headers.get('content-language')).toBe('en');
    expect(mail.text).toContain('within 60 minutes');
    const token = tokenOf(mail);
    expect(mail.text).toContain(`${t.config.publicUrl}/admin/reset-password?token=`);

    const weak = await reset(token, 'short').expect(400);
    expect(weak.body).toMatchObject({ code: 'auth.passwordTooShort', params: { field: 'password' } });
    await reset(token, NEW_PASSWORD).expect(204);

    await request(t.http).get('/api/admin/auth/me').set(helper.auth).expect(401);
    await login(helper.email, 'another-pass-2').expect(401);
    await login(helper.email, NEW_PASSWORD).expect(200);
    const again = await reset(token, 'Another-Fresh-Walrus-88').expect(400);
    expect(again.body).toMatchObject({ code: 'auth.resetTokenInvalid' });
    await login(helper.email, NEW_PASSWORD).expect(200);

    await projectionsCaughtUp(t);
    const audit = await request(t.http).get('/api/admin/audit').query({ type: 'AdminPasswordReset' }).set(owner.auth).expect(200);
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        type: 'AdminPasswordReset',
        actor: { kind: 'admin', id: helper.id, email: helper.email, name: 'Helper' },
        description: expect.objectContaining({ sentence: 'AdminPasswordReset', params: { name: { format: 'text', value: 'Helper' }, email: { format: 'text', value: helper.email } } }),
      }),
    ]);
    expect(JSON.stringify(audit.body)).not.toContain(token);
  });

  it('writes in Thai by default and keeps only a digest of the token', async () => {
    const helper = await addActiveAdmin(t, owner, uniqueEmail('thai'));
    await ask(helper.email).expect(202);
    const mail = await nextMail(helper.email, 0);
    expect(mail.subject).toMatch(/^ตั้งรหัสผ่านใหม่/);
    expect(mail.headers.get('content-language')).toBe('th');
    const stored = JSON.stringify(await t.app.get(DataSource).query('SELECT * FROM admin_password_resets'));
    expect(stored).toContain(createHash('sha256').update(tokenOf(mail)).digest('hex'));
    expect(stored).not.toContain(tokenOf(mail));
  });

  it('refuses an expired link', async () => {
    const helper = await addActiveAdmin(t, owner, uniqueEmail('late'));
    await ask(helper.email).expect(202);
    const token = tokenOf(await nextMail(helper.email, 0));
    clock.advance(61 * 60_000);
    const late = await reset(token, NEW_PASSWORD).expect(400);
    expect(late.body).toMatchObject({ code: 'auth.resetTokenInvalid' });
    await login(helper.email, 'another-pass-2').expect(200);
  });

  it('answers an unknown or a waiting address exactly as a known one, and mails nobody', async () => {
    const known = await ask(owner.email).expect(202);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await ask(unknownEmail).expect(202);
    expect(unknown.body).toEqual(known.body);
    const waiting = uniqueEmail('waiting');
    await request(t.http).post('/api/admin/auth/register').send({ name: 'Pim', email: waiting, password: 'Tide-Lantern-Mango-42' }).expect(201);
    expect((await ask(waiting).expect(202)).body).toEqual(known.body);
    await nextMail(owner.email, 0);
    expect(await resetMails(unknownEmail)).toEqual([]);
    expect(await resetMails(waiting)).toEqual([]);
    await reset('not-a-token-anyone-issued', NEW_PASSWORD).expect(400);
    await ask('not-an-email').expect(400);
  });

  it('limits requests per address from any IP, and per IP over every address', async () => {
    const target = uniqueEmail('flooded');
    for (let i = 0; i < 3; i++) await ask(target).expect(202);
    const refused = await ask(target).expect(429);
    expect(refused.body).toMatchObject({ code: 'auth.resetTooMany', params: { minutes: 60 } });
    await ask(uniqueEmail('other')).expect(202);

    const ip = '203.0.113.99';
    for (let i = 0; i < 5; i++) await ask(uniqueEmail('spray'), {}, ip).expect(202);
    expect((await ask(uniqueEmail('spray'), {}, ip).expect(429)).body.code).toBe('auth.resetTooMany');
  });
});
