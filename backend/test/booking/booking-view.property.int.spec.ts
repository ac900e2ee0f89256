import type { INestApplicationContext } from '@nestjs/common';
import { DEFAULT_VILLA_PRICING } from '@baan-talay/contracts';
import { quoteStay } from '@baan-talay/pricing';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, EventStore, NewEvent } from '../../src/event-store/event-store.port';
import { PostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import { rebuildProjection } from '../../src/event-store/subscriptions/projection-rebuild';
import { SubscriptionRunner } from '../../src/event-store/subscriptions/subscription-runner';
import type { BookingCommand } from '../../src/modules/booking/domain/booking.commands';
import { bookingDecider } from '../../src/modules/booking/domain/booking.decider';
import { bookingStreamId, type BookingEvent } from '../../src/modules/booking/domain/booking.events';
import type { Booking, BookingState } from '../../src/modules/booking/domain/booking.state';
import { BOOKING_VIEW_PROJECTION, BookingViewProjection } from '../../src/modules/booking/projections/booking-view.projection';
import { DomainError } from '../../src/shared/domain-error';
import { startRunnerContext } from '../event-store/support/runner-context';
import { createTestDatabase, TestDatabase } from '../event-store/support/test-database';

/**
 * For random valid histories of one booking (commands run through the decider, the ones it refuses
 * left out), the booking_view row the projection writes equals the decider's own fold of the events,
 * live and after a rebuild.
 */
const CREATED_AT = Date.parse('2030-01-01T03:00:00.000Z');
const WINDOW_MS = 30 * 60_000;
const at = (minutes: number) => new Date(CREATED_AT + minutes * 60_000).toISOString();
const day = (offset: number) => new Date(Date.UTC(2030, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** One step of a history: a command's kind and its random parameters, bound to a booking later. */
type Step =
  | { kind: 'info'; admin: boolean; first: string; last: string; guests?: number; requests?: string }
  | { kind: 'method'; method: 'bank_transfer' | 'promptpay' }
  | { kind: 'attach'; minute: number }
  | { kind: 'clear'; admin: boolean; minute: number; reason?: string }
  | { kind: 'confirm' | 'delete' | 'email' }
  | { kind: 'expire'; minute: number }
  | { kind: 'cancel'; reason?: string }
  | { kind: 'change'; name?: string; from?: number; nights?: number; guests?: number; total?: number | null };

const name = fc.constantFrom('Somchai', 'Malee', 'Ann', 'Niran Sukjai');
const minute = fc.integer({ min: 0, max: 60 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record(
    { kind: fc.constant('info' as const), admin: fc.boolean(), first: name, last: name, guests: fc.integer({ min: 1, max: 8 }), requests: fc.string({ maxLength: 12 }) },
    { requiredKeys: ['kind', 'admin', 'first', 'last'] },
  ),
  fc.record({ kind: fc.constant('method' as const), method: fc.constantFrom('bank_transfer' as const, 'promptpay' as const) }),
  fc.record({ kind: fc.constant('attach' as const), minute }),
  fc.record({ kind: fc.constant('clear' as const), admin: fc.boolean(), minute, reason: fc.constantFrom('Blurry', ' ', 'Wrong amount') }, { requiredKeys: ['kind', 'admin', 'minute'] }),
  fc.record({ kind: fc.constantFrom('confirm' as const, 'delete' as const, 'email' as const) }),
  fc.record({ kind: fc.constant('expire' as const), minute }),
  fc.record({ kind: fc.constant('cancel' as const), reason: fc.constantFrom('Asked to', '') }, { requiredKeys: ['kind'] }),
  fc.record(
    {
      kind: fc.constant('change' as const),
      name,
      from: fc.integer({ min: 0, max: 10 }),
      nights: fc.integer({ min: 1, max: 4 }),
      guests: fc.integer({ min: 1, max: 8 }),
      total: fc.option(fc.integer({ min: 0, max: 90_000 })),
    },
    { requiredKeys: ['kind'] },
  ),
);
const history = fc.record({
  admin: fc.boolean(),
  from: fc.integer({ min: 0, max: 10 }),
  nights: fc.integer({ min: 1, max: 4 }),
  rooms: fc.integer({ min: 1, max: 3 }),
  steps: fc.array(step, { maxLength: 12 }),
});

/** Each history books nights of its own (the stay guard would refuse overlaps between histories). */
let histories = 0;

function commandOf(s: Step, bookingId: string, base: number): { command: BookingCommand; admin: boolean } {
  const slip = { key: `slips/${bookingId}/a.png`, url: `/api/booking/${bookingId}/slip/a.png`, contentType: 'image/png', size: 10, sha256: 'c'.repeat(64) };
  switch (s.kind) {
    case 'info': {
      const info = { firstName: s.first, lastName: s.last, email: `${s.first.split(' ')[0].toLowerCase()}@example.com`, phone: '0812345678' };
      const extra = { ...(s.guests !== undefined && { guests: s.guests }), ...(s.requests !== undefined && { specialRequests: s.requests }) };
      return { command: { type: 'AddCustomerInfo', data: { bookingId, by: s.admin ? 'admin' : 'guest', ...info, ...extra } }, admin: s.admin };
    }
    case 'method':
      return { command: { type: 'ChoosePaymentMethod', data: { bookingId, paymentMethod: s.method } }, admin: false };
    case 'attach':
      return { command: { type: 'AttachSlip', data: { bookingId, slip, now: at(s.minute) } }, admin: false };
    case 'clear': {
      const admin = { paymentDeadline: at(s.minute + 45), ...(s.reason !== undefined && { reason: s.reason }) };
      return { command: { type: 'ClearSlip', data: { bookingId, by: s.admin ? 'admin' : 'guest', now: at(s.minute), ...(s.admin && admin) } }, admin: s.admin };
    }
    case 'confirm':
      return { command: { type: 'ConfirmBooking', data: { bookingId, now: at(0) } }, admin: true };
    case 'delete':
      return { command: { type: 'DeleteBooking', data: { bookingId } }, admin: true };
    case 'email':
      return { command: { type: 'RecordConfirmationEmailSent', data: { bookingId, to: 'guest@example.com', messageId: randomUUID() } }, admin: false };
    case 'expire':
      return { command: { type: 'ExpireBooking', data: { bookingId, now: at(s.minute) } }, admin: false };
    case 'cancel':
      return { command: { type: 'CancelBooking', data: { bookingId, ...(s.reason !== undefined && { reason: s.reason }) } }, admin: true };
    case 'change': {
      const dates = s.from === undefined ? {} : { checkIn: day(base + s.from), checkOut: day(base + s.from + (s.nights ?? 1)) };
      const data = { bookingId, pricing: DEFAULT_VILLA_PRICING, customerName: s.name, guests: s.guests, totalPrice: s.total, ...dates };
      return { command: { type: 'ChangeBookingDetails', data }, admin: true };
    }
  }
}

/** The decider's fold mapped to booking_view's columns (the state keeps '' for contact details never given). */
function expectedRow(booking: Booking, version: number) {
  const info = booking.customerInfo;
  return {
    id: booking.bookingId,
    status: booking.status,
    deleted: booking.deleted,
    check_in: booking.checkIn,
    check_out: booking.checkOut,
    rooms: booking.rooms,
    guests: booking.guests,
    quoted_total: booking.breakdown.total,
    total_override: booking.totalOverride,
    breakdown: booking.breakdown,
    payment_method: booking.paymentMethod,
    special_requests: booking.specialRequests,
    language: booking.language,
    payment_deadline: new Date(booking.paymentDeadline).toISOString(),
    slip: booking.slip,
    payment_slip_url: booking.slip?.url ?? null,
    customer_first_name: info?.firstName ?? null,
    customer_last_name: info?.lastName ?? null,
    customer_email: info?.email || null,
    customer_phone: info?.phone || null,
    version,
  };
}

const ROW_SQL = `SELECT id, status, deleted, check_in::text AS check_in, check_out::text AS check_out, rooms, guests, quoted_total,
  total_override, breakdown, payment_method, special_requests, language, payment_deadline, slip, payment_slip_url,
  customer_first_name, customer_last_name, customer_email, customer_phone, version FROM booking_view WHERE id = $1`;

describe('booking_view equals the fold of the events by the decider', () => {
  let db: TestDatabase;
  let context: INestApplicationContext | undefined;
  const expected = new Map<string, ReturnType<typeof expectedRow>>();

  const row = async (id: string) => {
    const [found] = await db.dataSource.query(ROW_SQL, [id]);
    return found && { ...found, payment_deadline: (found.payment_deadline as Date).toISOString() };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    context = await startRunnerContext(db.url, [BookingViewProjection]);
  });
  afterAll(async () => {
    await context?.close();
    await db.drop();
  });

  it('for random valid histories of a booking, live and after a rebuild', async () => {
    const store = context!.get<EventStore>(EVENT_STORE);
    const runner = context!.get(SubscriptionRunner);
    await fc.assert(
      fc.asyncProperty(history, async (h) => {
        const bookingId = randomUUID();
        const base = 20 * histories++;
        const [checkIn, checkOut] = [day(base + h.from), day(base + h.from + h.nights)];
        const create: BookingCommand = {
          type: 'CreateBooking',
          data: {
            bookingId,
            by: h.admin ? 'admin' : 'guest',
            checkIn,
            checkOut,
            rooms: h.rooms,
            guests: 2,
            breakdown: quoteStay({ checkIn, checkOut, rooms: h.rooms }, DEFAULT_VILLA_PRICING),
            paymentMethod: 'bank_transfer',
            specialRequests: '',
            language: 'en',
            paymentDeadline: at(WINDOW_MS / 60_000),
            accessTokenHash: 'a'.repeat(64),
          },
        };
        let state: BookingState = bookingDecider.initialState;
        let version = 0;
        let position = '';
        const commands = [{ command: create, admin: h.admin }, ...h.steps.map((s) => commandOf(s, bookingId, base))];
        for (const [index, { command, admin }] of commands.entries()) {
          let events: BookingEvent[];
          try {
            events = bookingDecider.decide(command, state);
          } catch (error) {
            if (error instanceof DomainError) continue; // a command the decider refuses records nothing
            throw error;
          }
          if (events.length === 0) continue;
          const actor = { kind: admin ? ('admin' as const) : ('guest' as const) };
          const occurredAt = at(index);
          const recorded: NewEvent[] = events.map((event) => ({
            eventId: randomUUID(),
            type: event.type,
            data: event.data as unknown as Record<string, unknown>,
            metadata: { actor, correlationId: randomUUID(), causationId: null, occurredAt, schemaVersion: 1 },
          }));
          position = (await store.appendToStream(bookingStreamId(bookingId), recorded, { expectedVersion: version })).position!;
          version += events.length;
          state = events.reduce(bookingDecider.evolve, state);
        }
        await runner.waitFor(BOOKING_VIEW_PROJECTION, position);
        const want = expectedRow(state!, version);
        expected.set(bookingId, want);
        expect(await row(bookingId)).toEqual(want);
      }),
      { numRuns: 50 },
    );

    // Rebuilt from the log with no live runner: the same rows again.
    await context!.close();
    context = undefined;
    const replayed = new PostgresEventStore(db.url);
    try {
      const rebuilt = await rebuildProjection(new BookingViewProjection(), { store: replayed, dataSource: db.dataSource });
      expect(rebuilt.events).toBeGreaterThanOrEqual(expected.size);
    } finally {
      await replayed.close();
    }
    expect(await db.dataSource.query('SELECT count(*)::int AS n FROM booking_view')).toEqual([{ n: expected.size }]);
    for (const [id, want] of expected) expect(await row(id)).toEqual(want);
  });
});
