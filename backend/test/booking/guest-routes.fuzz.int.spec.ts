import fc from 'fast-check';
import { startTestApp, TestApp } from '../support/test-app';
import { CreatedBooking, bookingClient, inDays } from './support/booking-client';
import { bookingBody, customerInfoBody, fieldValue, fileBytes, headerText, patchBody, queryText, rawJson } from './support/fuzz';

const RUNS = 25;

/** Generated bodies, headers, ids and files against every guest route: never a 5xx. */
describe('guest routes under generated input', () => {
  let app: TestApp;
  let client: ReturnType<typeof bookingClient>;
  let booking: CreatedBooking;

  beforeAll(async () => {
    app = await startTestApp();
    client = bookingClient(app);
    booking = await client.create(inDays(3), inDays(4));
  });
  afterAll(() => app.close());

  const token = () => fc.oneof(fc.constant(booking.token), headerText, fc.constant(undefined));
  const authorization = fc.oneof(fc.constant(undefined), headerText.map((t) => `Bearer ${t}`), headerText);
  const bookingId = () => fc.oneof(fc.constant(booking.id), fc.uuid(), fc.string({ maxLength: 40 }).filter(Boolean).map(encodeURIComponent));

  function headers(req: ReturnType<ReturnType<typeof client.http>['get']>, t?: string, auth?: string) {
    if (t !== undefined) req.set('X-Booking-Token', t);
    if (auth !== undefined) req.set('Authorization', auth);
    return req;
  }

  const expectNo5xx = (res: { status: number; body: unknown }) => {
    if (res.status >= 500) throw new Error(`${res.status}: ${JSON.stringify(res.body)}`);
  };

  it('POST /api/booking and /api/booking/quote', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/booking', '/api/booking/quote'), rawJson(bookingBody), async (path, body) => {
        expectNo5xx(await client.http().post(path).set('Content-Type', 'application/json').send(body));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('GET /api/booking/:id, its slip and the villa reads', async () => {
    const path = fc.oneof(
      bookingId().map((id) => `/api/booking/${id}`),
      bookingId().map((id) => `/api/booking/${id}/slip`),
      fc.tuple(bookingId(), fc.string({ maxLength: 50 })).map(([id, file]) => `/api/booking/${id}/slip/${encodeURIComponent(file || 'x')}`),
      fc.string({ maxLength: 50 }).map((file) => `/api/villa/images/${encodeURIComponent(file || 'x')}`),
      fc.tuple(fieldValue, fieldValue).map(([from, to]) => `/api/villa/availability?from=${encodeURIComponent(queryText(from))}&to=${encodeURIComponent(queryText(to))}`),
      fc.constantFrom('/api/villa', '/api/villa/rooms', '/api/villa/availability?x=1&from[a]=2'),
    );
    await fc.assert(
      fc.asyncProperty(path, token(), authorization, async (url, t, auth) => {
        expectNo5xx(await headers(client.http().get(url), t, auth));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('PATCH /api/booking/:id and /api/booking/:id/customer-info', async () => {
    const route = fc.oneof(
      fc.tuple(bookingId().map((id) => `/api/booking/${id}`), rawJson(patchBody)),
      fc.tuple(bookingId().map((id) => `/api/booking/${id}/customer-info`), rawJson(customerInfoBody)),
    );
    await fc.assert(
      fc.asyncProperty(route, token(), authorization, async ([url, body], t, auth) => {
        const req = headers(client.http().patch(url) as never, t, auth) as unknown as ReturnType<ReturnType<typeof client.http>['patch']>;
        expectNo5xx(await req.set('Content-Type', 'application/json').send(body));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('POST /api/upload/slip', async () => {
    const form = fc.record({
      file: fc.option(fileBytes, { nil: undefined }),
      fileField: fc.constantFrom('slip', 'slip', 'file', 'slip[]'),
      fileName: fc.stringMatching(/^[\w .-]{1,30}$/),
      bookingId: fc.option(fc.oneof(bookingId(), fc.string({ maxLength: 20 })), { nil: undefined }),
      extra: fc.option(fc.tuple(fc.stringMatching(/^[a-z]{1,10}$/), fc.string({ maxLength: 20 })), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(form, token(), authorization, async (f, t, auth) => {
        const req = headers(client.http().post('/api/upload/slip') as never, t, auth) as unknown as ReturnType<ReturnType<typeof client.http>['post']>;
        if (f.bookingId !== undefined) req.field('bookingId', f.bookingId);
        if (f.extra) req.field(f.extra[0], f.extra[1]);
        if (f.file) req.attach(f.fileField, f.file, f.fileName);
        else req.field('note', 'no file');
        expectNo5xx(await req);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
