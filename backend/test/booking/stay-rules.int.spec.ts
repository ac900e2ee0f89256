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
    [{}, 'stay.datesRequired', {}],
    [{ checkIn: inDays(3), checkOut: inDays(3) }, 'stay.sameDay', {}],
    [{ checkIn: inDays(-1), checkOut: inDays(2) }, 'stay.pastDate', {}],
    [{ checkIn: inDays(99), checkOut: inDays(102) }, 'stay.tooFarAhead', { days: 100, lastCheckOut: inDays(100) }],
    [{ checkIn: inDays(3), checkOut: inDays(40) }, 'stay.tooLong', { max: 30 }],
    [{ checkIn: '2026-02-30', checkOut: inDays(3) }, 'stay.invalidDate', { field: 'checkIn' }],
    [{ checkIn: inDays(3), checkOut: inDays(4), rooms: 9 }, 'stay.roomsOutOfRange', { min: 1, max: 3 }],
    [{ checkIn: inDays(3), checkOut: inDays(4), guests: 7 }, 'stay.guestsOutOfRange', { min: 1, max: 6 }],
  ])('refuses %j with 400 and the stay code', async (body, code, params) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, params });
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
    const cases: [object, string, string][] = [
      [{ customerInfo: { ...fields, firstName: '' } }, 'booking.fieldRequired', 'This field is required'],
      [{ customerInfo: { ...fields, lastName: 42 } }, 'booking.fieldRequired', 'This field is required'],
      [{ customerInfo: 'Somchai' }, 'request.invalid', 'This field is required'],
      [{ customerInfo: { ...fields, email: 'nope' } }, 'booking.emailInvalid', 'Please enter a valid email'],
      [{ customerInfo: { ...fields, phone: '12345' } }, 'booking.phoneInvalid', 'Please enter a 10-digit phone number'],
    ];
    for (const [body, code, message] of cases) {
      const res = await client.customerInfo(b, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect([res.body.message].flat()).toEqual([message]);
    }
  });

  it('refuses a slip that is not a JPG, PNG or PDF, or larger than 5 MB', async () => {
    const b = await client.create(inDays(12), inDays(13));
    const svg = await client.upload(b, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'slip.png');
    expect(svg.status).toBe(400);
    expect(svg.body.code).toBe('slip.wrongType');
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await client.upload(b, big, 'big.pdf')).status).toBe(413);
    const none = await client.http().post('/api/upload/slip').set('X-Booking-Token', b.token).field('bookingId', b.id);
    expect(none.status).toBe(400);
  });
});
