import type { VillaPricing } from '@baan-talay/contracts';
import { villaPricing } from './pricing.fixtures';
import { type StayInput, validateStay } from './validate-stay';

const today = '2026-01-05';
const stay = (overrides: Partial<StayInput>): StayInput => ({
  checkIn: '2026-01-10',
  checkOut: '2026-01-12',
  rooms: 3,
  guests: 2,
  today,
  ...overrides,
});

describe('validateStay', () => {
  it.each<[string, Partial<StayInput>, Partial<VillaPricing>?]>([
    ['a plain stay', {}],
    ['check-in today', { checkIn: today, checkOut: '2026-01-06' }],
    ['the fewest rooms', { rooms: 1 }],
    ['the most guests', { guests: 6 }],
    ['guests not given yet', { guests: undefined }],
    ['exactly maxNights nights', { checkIn: '2026-01-10', checkOut: '2026-02-09' }],
    ['exactly minNights nights', {}, { minNights: 2 }],
    ['61 nights across a year end and a leap day', { checkIn: '2027-12-31', checkOut: '2028-03-01' }, { maxNights: 61 }],
  ])('accepts %s', (_, overrides, pricing = {}) => {
    expect(validateStay(stay(overrides), villaPricing(pricing))).toEqual({ ok: true });
  });

  it.each<[string, Partial<StayInput>, string, Record<string, unknown> | null]>([
    ['no check-in', { checkIn: undefined }, 'booking.errors.selectDates', null],
    ['no check-out', { checkOut: null }, 'booking.errors.selectDates', null],
    ['an empty check-in', { checkIn: '' }, 'booking.errors.selectDates', null],
    ['a check-in that is not a date', { checkIn: '2026-02-30' }, 'booking.errors.invalidDate', { field: 'checkIn' }],
    ['a check-out that is not a date', { checkOut: '12/01/2026' }, 'booking.errors.invalidDate', { field: 'checkOut' }],
    ['check-in and check-out on one day', { checkOut: '2026-01-10' }, 'booking.errors.sameDayBooking', null],
    ['check-out before check-in', { checkOut: '2026-01-09' }, 'booking.errors.checkOutBeforeCheckIn', null],
    ['a check-in yesterday', { checkIn: '2026-01-04' }, 'booking.errors.pastDate', null],
    ['a check-in last year', { checkIn: '2025-12-31', checkOut: '2026-01-07' }, 'booking.errors.pastDate', null],
    ['more nights than maxNights', { checkOut: '2026-02-10' }, 'booking.errors.maxNights', { max: 30 }],
    ['no rooms', { rooms: 0 }, 'booking.errors.roomsOutOfRange', { min: 1, max: 3 }],
    ['more rooms than bedrooms', { rooms: 4 }, 'booking.errors.roomsOutOfRange', { min: 1, max: 3 }],
    ['half a room', { rooms: 1.5 }, 'booking.errors.roomsOutOfRange', { min: 1, max: 3 }],
    ['no guests', { guests: 0 }, 'booking.errors.guestsOutOfRange', { min: 1, max: 6 }],
    ['too many guests', { guests: 7 }, 'booking.errors.guestsOutOfRange', { min: 1, max: 6 }],
  ])('rejects %s', (_, overrides, key, params) => {
    expect(validateStay(stay(overrides), villaPricing())).toEqual(params ? { ok: false, key, params } : { ok: false, key });
  });

  it('applies the villa minNights and minRooms', () => {
    const pricing = villaPricing({ minNights: 3, minRooms: 2 });
    expect(validateStay(stay({}), pricing)).toEqual({ ok: false, key: 'booking.errors.minNights', params: { min: 3 } });
    expect(validateStay(stay({ checkOut: '2026-01-13', rooms: 1 }), pricing)).toEqual({
      ok: false,
      key: 'booking.errors.roomsOutOfRange',
      params: { min: 2, max: 3 },
    });
  });

  it('keeps the whole stay inside the booking horizon', () => {
    const limits = { horizonDays: 365 };
    expect(validateStay(stay({ checkIn: '2027-01-03', checkOut: '2027-01-05' }), villaPricing(), limits)).toEqual({ ok: true });
    expect(validateStay(stay({ checkIn: '2027-01-03', checkOut: '2027-01-06' }), villaPricing(), limits)).toEqual({
      ok: false,
      key: 'booking.errors.tooFarAhead',
      params: { days: 365, lastCheckOut: '2027-01-05' },
    });
  });

  it('reports dates before rooms and guests', () => {
    expect(validateStay(stay({ checkIn: undefined, rooms: 9, guests: 99 }), villaPricing())).toMatchObject({
      key: 'booking.errors.selectDates',
    });
  });

  it('treats a broken "today" as a programming error', () => {
    expect(() => validateStay(stay({ today: '2026-1-5' }), villaPricing())).toThrow(RangeError);
  });
});
