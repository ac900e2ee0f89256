import fc from 'fast-check';
import { inDays } from './booking-client';

/** Header-safe text: what a client could really put in a header. */
export const headerText = fc.stringMatching(/^[\x21-\x7e]{0,60}$/);

const dateText = fc.oneof(
  fc.integer({ min: -30, max: 900 }).map((days) => inDays(days)),
  fc.integer({ min: -30, max: 900 }).map((days) => `${inDays(days)}T${String(days % 24).padStart(2, '0')}:30:00+07:00`),
  fc.constantFrom('2026-02-30', '0000-00-00', '9999-12-31', '2026-13-01T25:61:00Z', '', ' ', '2026-01-01T00:00:00-23:59'),
);

/** Anything JSON can carry in a field, weighted towards what the routes expect. */
export const fieldValue = fc.oneof(
  dateText,
  fc.integer({ min: -5, max: 60 }),
  fc.constantFrom('bank_transfer', 'promptpay', 'th', 'en', 'confirmed', 'in_review', 'pending_payment', null, true),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * A field value as query-string text. String() throws on a generated object whose `toString` or
 * `valueOf` is not a function (`{ "toString": 0 }` is valid JSON); JSON text never does.
 */
export const queryText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const fields = (names: string[]) =>
  fc.record(Object.fromEntries(names.map((name) => [name, fieldValue])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;

const STAY = ['checkIn', 'checkOut', 'rooms', 'guests', 'totalPrice'];

/** Mostly bookable stays, so the create path is exercised past validation too. */
const plausibleStay = fc
  .record({ start: fc.integer({ min: 0, max: 120 }), nights: fc.integer({ min: 1, max: 4 }), rooms: fc.integer({ min: 0, max: 4 }) })
  .map(({ start, nights, rooms }) => ({ checkIn: inDays(start), checkOut: inDays(start + nights), rooms }));

export const bookingBody = fc.oneof(
  fc.tuple(plausibleStay, fields(['guests', 'paymentMethod', 'language', 'specialRequests'])).map(([stay, rest]) => ({ ...rest, ...stay })),
  plausibleStay.map((bookingDetails) => ({ bookingDetails, paymentMethod: 'bank_transfer', specialRequests: '' })),
  plausibleStay.map((stay) => ({ ...stay, rooms: 3, guests: 2 })),
  fields([...STAY, 'paymentMethod', 'specialRequests', 'language', 'customerInfo', 'status']),
  fields(['paymentMethod', 'specialRequests']).chain((rest) => fields(STAY).map((bookingDetails) => ({ ...rest, bookingDetails }))),
  fc.jsonValue({ maxDepth: 3 }),
);

export const customerInfoBody = fc.oneof(
  fields(['guests', 'specialRequests']).chain((rest) =>
    fields(['firstName', 'lastName', 'email', 'phone']).map((customerInfo) => ({ ...rest, customerInfo })),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

export const patchBody = fc.oneof(
  fields(['paymentMethod', 'paymentSlipUrl', 'status', 'totalPrice', 'checkIn', 'customerName', 'reason', 'guests']),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A raw request body: JSON of the value, or now and then something that is not JSON at all. */
export const rawJson = (value: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 9, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') }, { weight: 1, arbitrary: fc.string({ maxLength: 40 }) });

const MAGIC = ['', '\xff\xd8\xff', '\x89PNG\r\n\x1a\n', '%PDF-', 'RIFF\0\0\0\0WEBP', 'GIF89a', '<svg'];

export const fileBytes = fc
  .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 3000 }))
  .map(([magic, rest]) => Buffer.concat([Buffer.from(magic, 'latin1'), Buffer.from(rest)]));
