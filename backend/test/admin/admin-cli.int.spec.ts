import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { registerFirstAdmin, uniqueEmail } from './support/admin-session';
import { cli } from './support/cli';
import { eventually, projectionsCaughtUp } from './support/projections';
import { guestBookings, inDays } from './support/bookings';

describe('npm run cli -- admin:create', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t?.close());

  /**
   * The CLI's event reaches the read model a moment later; projectionsCaughtUp cannot see it while
   * any older transaction of the shared Postgres is still open (the head is read below its xmin).
   */
  const loggedIn = (email: string, password: string) =>
    eventually(async () => {
      const res = await request(t.http).post('/api/admin/auth/login').send({ email, password });
      return res.status === 200 ? res : undefined;
    }, `a login of ${email}`);

  it('creates an active admin even when accounts exist, recorded with the system as actor', async () => {
    const owner = await registerFirstAdmin(t);
    const email = uniqueEmail('ops');
    const { code, out, err } = await cli(t, 'admin:create', '--email', email, '--password', 'server-pass-1', '--name', 'Ops');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^Created active admin ${email.replace(/\./g, '\\.')} \\(Ops\\), id [0-9a-f-]{36}\\n$`));

    const login = await loggedIn(email, 'server-pass-1');
    expect(login.body.user).toMatchObject({ email, name: 'Ops', status: 'active' });
    // The audit trail is a projection of its own: the accounts' row being there says nothing of it.
    await projectionsCaughtUp(t);
    const audit = await request(t.http).get('/api/admin/audit').query({ type: 'AdminRegistered', actorKind: 'system' }).set(owner.auth).expect(200);
    expect(audit.body.items).toEqual([expect.objectContaining({ actor: { kind: 'system', id: 'cli', email } })]);
  });

  it('refuses an e-mail already registered and bad input, with exit code 1', async () => {
    const email = uniqueEmail('twice');
    expect((await cli(t, 'admin:create', '--email', email, '--password', 'server-pass-1')).code).toBe(0);
    const again = await cli(t, 'admin:create', '--email', email, '--password', 'server-pass-1');
    expect(again).toMatchObject({ code: 1, err: 'An account with this e-mail already exists\n' });
    const short = await cli(t, 'admin:create', '--email', uniqueEmail(), '--password', 'short');
    expect(short.code).toBe(1);
    expect(short.err).toContain('password: The password must be at least 10 characters long (auth.passwordTooShort)');
    const common = await cli(t, 'admin:create', '--email', uniqueEmail(), '--password', 'password1234');
    expect(common).toMatchObject({ code: 1, err: expect.stringContaining('(auth.passwordCommon)') });
    const missing = await cli(t, 'admin:create', '--email', uniqueEmail());
    expect(missing.code).not.toBe(0);
  });

  it('makes the account the owner with --owner, taking the ownership from the previous owner', async () => {
    const helperEmail = uniqueEmail('helper');
    expect((await cli(t, 'admin:create', '--email', helperEmail, '--password', 'server-pass-1')).code).toBe(0);
    const helper = await loggedIn(helperEmail, 'server-pass-1');
    const roles = async (token: string) => {
      const users = await request(t.http).get('/api/admin/users').set({ Authorization: `Bearer ${token}` }).expect(200);
      return users.body.filter((u: { role: string }) => u.role === 'owner').map((u: { email: string }) => u.email);
    };
    const [previous] = await roles(helper.body.token);
    expect(previous).toBeDefined();

    const email = uniqueEmail('rescue');
    const made = await cli(t, 'admin:create', '--email', email, '--password', 'Rescue-Lantern-77', '--owner');
    expect(made).toMatchObject({ code: 0, err: '' });
    expect(made.out).toMatch(/^Created active owner /);
    await eventually(async () => ((await roles(helper.body.token))[0] === email ? true : undefined), 'the new owner in the users list');
    expect(await roles(helper.body.token)).toEqual([email]);
  });

  it('events:stream takes a booking reference, a bare id or a prefix', async () => {
    const booking = await guestBookings(t).create(inDays(60), inDays(61));
    const other = await guestBookings(t).create(inDays(62), inDays(63));
    await projectionsCaughtUp(t);
    const reference = `BT-${booking.id.slice(0, 8).toUpperCase()}`;
    for (const input of [reference, reference.toLowerCase(), booking.id, `booking-${booking.id}`]) {
      const shown = await cli(t, 'events:stream', input);
      expect({ input, code: shown.code }).toEqual({ input, code: 0 });
      expect(shown.out).toContain(`booking-${booking.id}: `);
      expect(shown.out).toContain('BookingCreated');
    }
    const listed = await cli(t, 'events:stream', 'booking-');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^\d+ streams match booking-:\n/);
    expect(listed.out).toContain(`  booking-${booking.id}  `);
    expect(listed.out).toContain(`  booking-${other.id}  `);
    expect(await cli(t, 'events:stream', 'no-such-stream')).toMatchObject({ code: 1, err: expect.stringContaining('no events') });
  });
});
