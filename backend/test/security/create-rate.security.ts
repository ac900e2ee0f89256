import { inDays } from '../booking/support/booking-client';
import { SecurityServer, startSecurityServer } from './support/security-server';
import { openVillaForBookings } from '../fault/support/owner-setup';

// Guest creates are rate limited per IP (issue 13: "anyone can hold the whole calendar with about 25
// free requests"). The live-hold limit is lifted here so that the rate limit alone is what answers.
describe('guest booking creates per IP', () => {
  let server: SecurityServer;
  let night = 20;

  beforeAll(async () => {
    server = await startSecurityServer('create-rate', { BOOKING_CREATE_LIMIT_PER_HOUR: '10', UNPAID_HOLDS_LIMIT: '100' });
    await openVillaForBookings(server.baseUrl);
  });
  afterAll(() => server?.close());

  async function create(ip: string) {
    night += 2;
    const res = await server.call('/api/booking', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ checkIn: inDays(night), checkOut: inDays(night + 1) }),
    });
    return { status: res.status, body: (await res.json()) as { code?: string; params?: Record<string, unknown> } };
  }

  it('answers the 11th create of an hour from one IP with 429 booking.createTooMany; another IP still books', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await create('198.51.100.20')).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await create('198.51.100.20');
    expect(refused).toMatchObject({ status: 429, body: { code: 'booking.createTooMany', params: { minutes: 60 } } });
    expect((await create('198.51.100.21')).status).toBe(201);
  });
});
