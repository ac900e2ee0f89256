import { DataSource } from 'typeorm';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../src/event-store/event-store.port';
import { BOOKING_EVENT_TYPES } from '../../src/modules/booking';
import { BookingViewProjection } from '../../src/modules/booking/projections/booking-view.projection';
import { startTestApp, TestApp } from '../support/test-app';
import { PNG, bookingClient, inDays } from './support/booking-client';

/** handleBatch must leave booking_view exactly as handling the events one by one does. */
describe('booking_view batches', () => {
  let app: TestApp;
  let dataSource: DataSource;
  let events: RecordedEvent[];

  beforeAll(async () => {
    app = await startTestApp();
    dataSource = app.app.get(DataSource);
    const client = bookingClient(app);
    const admin = await client.http().post('/api/admin/auth/register').send({ name: 'A', email: 'a@example.com', password: 'long enough pw' });
    const bearer = `Bearer ${admin.body.token}`;
    // A mix of every kind of change, on several bookings, interleaved.
    const [a, b, c] = [await client.create(inDays(5), inDays(7)), await client.create(inDays(8), inDays(9)), await client.create(inDays(10), inDays(12))];
    await client.customerInfo(a, { customerInfo: { firstName: 'Somchai', lastName: 'Jaidee', email: 's@example.com', phone: '0812345678' }, guests: 3 }).expect(200);
    const slip = await client.upload(a, PNG).expect(201);
    await client.patch(a, { paymentSlipUrl: slip.body.paymentSlipUrl, status: 'in_review' }).expect(200);
    await client.patch(b, { paymentMethod: 'promptpay' }).expect(200);
    await client.http().patch(`/api/booking/${a.id}`).set('Authorization', bearer).send({ status: 'pending_payment', reason: 'Blurry' }).expect(200);
    await client.http().patch(`/api/booking/${b.id}`).set('Authorization', bearer).send({ checkOut: inDays(10), totalPrice: 1234, customerName: 'Malee Srisuk' }).expect(200);
    await client.http().patch(`/api/booking/${c.id}`).set('Authorization', bearer).send({ status: 'cancelled', reason: 'Asked to' }).expect(200);
    await client.http().patch(`/api/booking/${b.id}`).set('Authorization', bearer).send({ status: 'confirmed' }).expect(200);
    const store = app.app.get<EventStore>(EVENT_STORE);
    events = (await store.readAll({ after: null, limit: 1000 })).filter((e) => BOOKING_EVENT_TYPES.includes(e.type as never));
  });
  afterAll(() => app.close());

  const rows = () => dataSource.query(`SELECT * FROM booking_view ORDER BY id`);

  it('gives the same rows one event at a time, in one batch, or in uneven batches', async () => {
    const projection = new BookingViewProjection();
    const live = await rows();
    expect(live).toHaveLength(3);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['CustomerInfoAdded', 'SlipAttached', 'SlipCleared', 'BookingDetailsChanged', 'BookingCancelled', 'BookingConfirmed']));

    const replay = async (batches: RecordedEvent[][]) => {
      await dataSource.transaction(async (em) => {
        await em.query('DELETE FROM booking_view');
        for (const batch of batches) await projection.handleBatch(batch, em);
      });
      return rows();
    };
    expect(await replay(events.map((event) => [event]))).toEqual(live);
    expect(await replay([events])).toEqual(live);
    expect(await replay([events.slice(0, 4), events.slice(4, 5), events.slice(5)])).toEqual(live);
  });
});
