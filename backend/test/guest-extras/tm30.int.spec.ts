import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { addDays } from '@baan-talay/pricing';
import { DataSource } from 'typeorm';
import { ErasePersonalDataCommand } from '../../src/modules/booking';
import { Tm30ReminderJob } from '../../src/modules/tm30/jobs/tm30-reminder.job';
import { Tm30RetentionJob } from '../../src/modules/tm30/jobs/tm30-retention.job';
import { inDays } from '../admin/support/bookings';
import { projectionsCaughtUp } from '../admin/support/projections';
import { pdfText } from '../jobs/support/pdf-text';
import { readOutbox, sentTo } from '../jobs/support/outbox';
import { eventually } from '../support/eventually';
import { appWithOwner, confirmedStay, foreignGuest } from './support';

const TH_HEADER = 'ลำดับ,เลขหนังสือเดินทาง,สัญชาติ,ชื่อ,ชื่อกลาง,นามสกุล,เพศ,วันเกิด,วันที่เข้าพัก,วันที่ออกจากที่พัก,เลขที่การจอง';
const EN_HEADER = 'No.,Passport No.,Nationality,First name,Middle name,Last name,Sex,Date of birth,Arrival date,Departure date,Booking reference';
const formDate = (date: string) => date.split('-').reverse().join('/');

describe('TM30 details of foreign guests', () => {
  const app = appWithOwner();

  const put = (b: { id: string; token: string }, guests: unknown[], headers: Record<string, string> = {}) =>
    request(app.t.http).put(`/api/booking/${b.id}/tm30`).set('X-Booking-Token', b.token).set(headers).send({ guests });
  /** The stream's stored events (as the database holds them, sealed) and its key's row. */
  const stored = async (bookingId: string) => {
    const db = app.t.app.get(DataSource);
    const events: { event_type: string; data: Record<string, unknown> }[] = await db.query(`SELECT event_type, data FROM es_events WHERE stream_id = $1 ORDER BY stream_version`, [`tm30-${bookingId}`]);
    const [key] = await db.query(`SELECT wrapped_key, erased_at FROM pii_data_keys WHERE subject = $1`, [`tm30-${bookingId}`]);
    return { events, key: key as { wrapped_key: Buffer | null; erased_at: Date | null } };
  };

  it("takes the guests' details with the booking's token, refuses what the form would refuse with a coded 400, and exports them in the form's order", async () => {
    const { t, owner } = app;
    const stay = { checkIn: inDays(4), checkOut: inDays(7) };
    const booking = await confirmedStay(t, owner, stay.checkIn, stay.checkOut);
    const before = await request(t.http).get(`/api/booking/${booking.id}/tm30`).set('X-Booking-Token', booking.token).expect(200);
    expect(before.body).toMatchObject({ completeness: 'missing', guests: [], editable: true, filed: false, erased: false });

    const refused = async (guest: object, code: string) => expect((await put(booking, [guest]).expect(400)).body).toMatchObject({ code });
    await refused(foreignGuest(stay, { passportNumber: '12' }), 'tm30.passportInvalid');
    await refused(foreignGuest(stay, { nationality: 'TH' }), 'tm30.thaiNationality');
    await refused(foreignGuest(stay, { nationality: 'ZZ' }), 'tm30.nationalityUnknown');
    await refused(foreignGuest(stay, { arrivalDate: addDays(stay.checkIn, -1) }), 'tm30.arrivalOutsideStay');
    await refused(foreignGuest(stay, { dateOfBirth: '2030-02-30' }), 'tm30.dateInvalid');
    await refused({ ...foreignGuest(stay), sex: 'X' }, 'tm30.sexInvalid');
    await request(t.http).put(`/api/booking/${booking.id}/tm30`).set('X-Booking-Token', 'wrong').send({ guests: [] }).expect(403);

    const guests = [foreignGuest(stay), foreignGuest(stay, { firstName: 'Jonas', middleName: 'Karl', passportNumber: 'C01X00T48', sex: 'M', nationality: 'GB', departureDate: addDays(stay.checkIn, 2) })];
    const saved = await put(booking, guests).expect(200);
    expect(saved.body).toMatchObject({ completeness: 'complete', guests: [{ firstName: 'ANNA', lastName: 'SCHMIDT' }, { firstName: 'JONAS', middleName: 'KARL' }] });

    const list = (await request(t.http).get('/api/admin/tm30').set(owner.auth).expect(200)).body as Record<string, unknown>[];
    expect(list.find((item) => item.bookingId === booking.id)).toMatchObject({
      completeness: 'complete', foreignGuests: 2, checkIn: stay.checkIn, deadline: `${addDays(stay.checkIn, 1)}T07:00:00.000Z`, receiptNumber: null,
    });

    const csv = await request(t.http).get('/api/admin/tm30/export.csv?lang=th').set(owner.auth).expect(200).expect('Content-Type', /text\/csv/);
    const [header, ...rows] = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe(TH_HEADER);
    const reference = `BT-${booking.id.slice(0, 8).toUpperCase()}`;
    expect(rows).toEqual([
      `1,C01X00T47,DEU เยอรมนี,ANNA,,SCHMIDT,หญิง,17/05/1990,${formDate(stay.checkIn)},${formDate(stay.checkOut)},${reference}`,
      `2,C01X00T48,GBR สหราชอาณาจักร,JONAS,KARL,SCHMIDT,ชาย,17/05/1990,${formDate(stay.checkIn)},${formDate(addDays(stay.checkIn, 2))},${reference}`,
    ]);
    const en = await request(t.http).get(`/api/admin/tm30/export.csv?lang=en&bookingId=${booking.id}`).set(owner.auth).expect(200);
    expect(en.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(EN_HEADER);
    expect(en.text).toContain('DEU Germany');

    const pdf = await request(t.http).get('/api/admin/tm30/export.pdf?lang=th').set(owner.auth).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200).expect('Content-Type', 'application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('เลขหนังสือเดินทาง');
    expect(text).toContain('C01X00T48');

    await request(t.http).put(`/api/admin/tm30/${booking.id}/receipt`).set(owner.auth).send({ receiptNumber: 'TM30-0001' }).expect(200);
    expect((await put(booking, guests).expect(409)).body).toMatchObject({ code: 'tm30.alreadyFiled' });
    await request(t.http).get('/api/admin/tm30').expect(401);
  });

  it('erases the details with the booking (the erasure command): the ciphertext stays, the key is gone', async () => {
    const { t, owner } = app;
    const stay = { checkIn: inDays(10), checkOut: inDays(12) };
    const booking = await confirmedStay(t, owner, stay.checkIn, stay.checkOut, 'Erin');
    await put(booking, [foreignGuest(stay, { firstName: 'Erin', passportNumber: 'X1234567' })]).expect(200);
    const sealed = await stored(booking.id);
    expect(JSON.stringify(sealed.events)).not.toContain('X1234567');
    expect(sealed.events[0].data).toHaveProperty('$pii');
    expect(sealed.key.wrapped_key).not.toBeNull();

    // A stay's data can be erased once it has ended.
    await t.app.get(CommandBus).execute(new ErasePersonalDataCommand(booking.id, { kind: 'admin', id: owner.id, email: owner.email }, 'request', new Date(`${addDays(stay.checkOut, 1)}T05:00:00Z`)));
    await projectionsCaughtUp(t);

    const after = await stored(booking.id);
    expect(after.events.map((e) => e.event_type)).toEqual(['Tm30DetailsSubmitted', 'Tm30PersonalDataErased']);
    expect(after.events[0].data.$pii).toEqual(sealed.events[0].data.$pii);
    expect(after.key).toMatchObject({ wrapped_key: null, erased_at: expect.any(Date) });
    const view = await request(t.http).get(`/api/booking/${booking.id}/tm30`).set(owner.auth).expect(200);
    expect(view.body).toMatchObject({ erased: true, guests: [], completeness: 'complete' });
    // The audit log files the TM30 stream's events under the booking, told in sentences.
    const audit = (await request(t.http).get(`/api/admin/audit?bookingId=${booking.id}&pageSize=100`).set(owner.auth).expect(200)).body.items as { type: string; description: { sentence: string } }[];
    expect(audit.map((entry) => entry.description.sentence)).toEqual(expect.arrayContaining(['Tm30DetailsSubmitted', 'Tm30PersonalDataErased', 'PersonalDataErased']));
  });

  it("erases the details the retention job finds past the owner's retention, and no others", async () => {
    const { t, owner } = app;
    await request(t.http).put('/api/admin/tm30/settings').set(owner.auth).send({ retentionDays: 0 }).expect(400);
    expect((await request(t.http).put('/api/admin/tm30/settings').set(owner.auth).send({ retentionDays: 20 }).expect(200)).body).toEqual({ retentionDays: 20 });
    const stay = { checkIn: inDays(20), checkOut: inDays(22) };
    const booking = await confirmedStay(t, owner, stay.checkIn, stay.checkOut, 'Rita');
    await put(booking, [foreignGuest(stay, { passportNumber: 'R7654321' })]).expect(200);
    const job = t.app.get(Tm30RetentionJob);
    const noonAfter = (days: number) => new Date(`${addDays(stay.checkOut, days)}T05:00:00Z`);

    expect(await job.run(noonAfter(19))).not.toContain(booking.id);
    expect((await stored(booking.id)).key.wrapped_key).not.toBeNull();
    expect(await job.run(noonAfter(20))).toContain(booking.id);
    await projectionsCaughtUp(t);
    const after = await stored(booking.id);
    expect(after.key.wrapped_key).toBeNull();
    expect(after.events[0].data).toHaveProperty('$pii');
    expect((await request(t.http).get(`/api/booking/${booking.id}/tm30`).set('X-Booking-Token', booking.token).expect(200)).body).toMatchObject({ erased: true, guests: [], editable: false });
    // The booking's other personal data stays: its own retention is far longer.
    expect((await request(t.http).get(`/api/admin/bookings/${booking.id}`).set(owner.auth).expect(200)).body.customerInfo.firstName).toBe('Rita');
    expect(await job.run(noonAfter(20))).not.toContain(booking.id);
  });

  it('reminds a guest whose details are missing three days before arrival, once', async () => {
    const { t, owner } = app;
    const missing = await confirmedStay(t, owner, inDays(1), inDays(3), 'Mia');
    const answered = await confirmedStay(t, owner, inDays(3), inDays(4), 'Ali');
    await put(answered, []).expect(200);
    const reminders = t.app.get(Tm30ReminderJob);
    const queued = await reminders.scan();
    expect(queued).toContain(missing.id);
    expect(queued).not.toContain(answered.id);
    await eventually('the reminder recorded', async () => {
      const list = (await request(t.http).get('/api/admin/tm30').set(owner.auth).expect(200)).body as { bookingId: string; reminderSentAt: string | null }[];
      return list.find((item) => item.bookingId === missing.id)?.reminderSentAt;
    });
    const mails = (await readOutbox(t.config.outboxDir)).filter((mail) => mail.subject?.includes('TM30') || mail.subject?.includes('ตม.30'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/booking/${missing.id}/guests?token=l.`);
    expect(sentTo(mails, (Array.isArray(mails[0].to) ? mails[0].to[0] : mails[0].to)?.text ?? '')).toHaveLength(1);
    expect(await reminders.scan()).not.toContain(missing.id);
  });
});
