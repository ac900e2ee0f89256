import { startTestApp, TestApp } from '../support/test-app';
import { bookingClient, inDays } from './support/booking-client';

describe('stay and input rules over HTTP', () => {
  let app: TestApp;
  let client: ReturnType<typeof bookingClient>;

  beforeAll(async () => {
    app = await startTestApp({ BOOKING_HORIZON_DAYS: '100' });
    client = bookingClient(app);
  });
  afterAll(() => app.close());

  const create = (body: object) => client.http().post('/api/booking').send(body);

  it.each([
    [{}, 'Please select check-in and check-out dates'],
    [{ checkIn: inDays(3), checkOut: inDays(3) }, 'Check-in and check-out cannot be on the same day'],
    [{ checkIn: inDays(-1), checkOut: inDays(2) }, 'Check-in cannot be in the past'],
    [{ checkIn: inDays(99), checkOut: inDays(102) }, /up to 100 days ahead/],
    [{ checkIn: inDays(3), checkOut: inDays(40) }, 'The maximum stay is 30 nights'],
    [{ checkIn: '2026-02-30', checkOut: inDays(3) }, /checkIn must be a calendar date/],
    [{ checkIn: inDays(3), checkOut: inDays(4), rooms: 9 }, /Rooms must be/],
    [{ checkIn: inDays(3), checkOut: inDays(4), guests: 7 }, 'Guests must be from 1 to 6'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect([res.body.message].flat().join(' ')).toEqual(expect.stringMatching(message));
  });

  it('takes an ISO date-time as its Bangkok calendar date', async () => {
    const checkIn = inDays(20);
    // 20:00 UTC on the day before is 03:00 in Bangkok on checkIn.
    const dayBefore = inDays(19);
    const b = await client.create(`${dayBefore}T20:00:00.000Z`, `${inDays(21)}T10:00:00+07:00`);
    expect(b.body.data.booking).toMatchObject({ checkIn, checkOut: inDays(21) });
  });

  it('answers the customer-info messages of the spec', async () => {
    const b = await client.create(inDays(10), inDays(11));
    const fields = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '0812345678' };
    const cases: [object, string][] = [
      [{ customerInfo: { ...fields, firstName: '' } }, 'This field is required'],
      [{ customerInfo: { ...fields, lastName: 42 } }, 'This field is required'],
      [{ customerInfo: 'Somchai' }, 'This field is required'],
      [{ customerInfo: { ...fields, email: 'nope' } }, 'Please enter a valid email'],
      [{ customerInfo: { ...fields, phone: '12345' } }, 'Please enter a 10-digit phone number'],
    ];
    for (const [body, message] of cases) {
      const res = await client.customerInfo(b, body);
      expect(res.status).toBe(400);
      expect([res.body.message].flat()).toEqual([message]);
    }
  });

  it('refuses a slip that is not a JPG, PNG or PDF, or larger than 5 MB', async () => {
    const b = await client.create(inDays(12), inDays(13));
    const svg = await client.upload(b, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'slip.png');
    expect(svg.status).toBe(400);
    expect(svg.body.message).toBe('The slip must be a JPG, PNG or PDF file');
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await client.upload(b, big, 'big.pdf')).status).toBe(413);
    const none = await client.http().post('/api/upload/slip').set('X-Booking-Token', b.token).field('bookingId', b.id);
    expect(none.status).toBe(400);
  });
});
