import request from 'supertest';
import { registerFirstAdmin, SignedInAdmin } from '../admin/support/admin-session';
import { bookingClient, inDays } from '../booking/support/booking-client';
import { startTestApp, TestApp } from '../support/test-app';
import { readOutbox, sentTo } from './support/outbox';
import { eventually } from './support/wait';

describe("guest e-mails answer to the villa's contact e-mail", () => {
  let t: TestApp;
  let owner: SignedInAdmin;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerFirstAdmin(t);
  });
  afterAll(() => t?.close());

  const mailTo = (to: string, subject: string) =>
    eventually(`"${subject}" to ${to}`, async () => sentTo(await readOutbox(t.config.outboxDir), to).find((mail) => mail.subject?.includes(subject)) ?? null);

  async function bookAs(email: string, from: number) {
    const client = bookingClient(t);
    const booking = await client.create(inDays(from), inDays(from + 2), { language: 'en' });
    await client.customerInfo(booking, { customerInfo: { firstName: 'Mia', lastName: 'Lund', email, phone: '0812345678' } }).expect(200);
    return { id: booking.body.data.booking._id as string, reference: booking.body.data.booking.reference as string };
  }

  it('has no Reply-To until the owner sets a contact e-mail, then every guest mail has it and the admin copies do not', async () => {
    const before = await bookAs('mia.before@example.com', 270);
    expect((await mailTo('mia.before@example.com', before.reference)).replyTo).toBeUndefined();

    await request(t.http).patch('/api/admin/villa').set(owner.auth).send({ contactEmail: 'hello@villa.example' }).expect(200);
    const after = await bookAs('mia.after@example.com', 280);
    expect((await mailTo('mia.after@example.com', after.reference)).replyTo?.text).toBe('hello@villa.example');
    await request(t.http).patch(`/api/admin/bookings/${after.id}/status`).set(owner.auth).send({ status: 'cancelled' }).expect(200);
    expect((await mailTo('mia.after@example.com', `Booking ${after.reference} cancelled`)).replyTo?.text).toBe('hello@villa.example');
    expect((await mailTo(owner.email, `New booking ${after.reference}`)).replyTo).toBeUndefined();
  });
});
