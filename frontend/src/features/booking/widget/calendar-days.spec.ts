import { isCheckOutOnly, lastCheckOut, rangeRefusal } from './calendar-days';

describe('rangeRefusal', () => {
  const limits = { minNights: 2, maxNights: 7 };

  it('refuses a stay under the minimum with the minimum', () => {
    expect(rangeRefusal(1, limits)).toEqual({ key: 'errors.minNights', params: { min: 2 } });
  });

  it('refuses a stay over the maximum with the maximum', () => {
    expect(rangeRefusal(8, limits)).toEqual({ key: 'errors.maxNights', params: { max: 7 } });
  });

  it('accepts the minimum, the maximum and anything between', () => {
    expect([2, 5, 7].map((nights) => rangeRefusal(nights, limits))).toEqual([null, null, null]);
  });
});

describe('isCheckOutOnly', () => {
  const today = '2027-03-01';
  const held = new Set(['2027-03-10', '2027-03-11', '2027-03-02']);

  it('is the first held night of a stay when the night before is free: a stay can end that day', () => {
    expect(isCheckOutOnly('2027-03-10', held, today)).toBe(true);
  });

  it('is not a held night whose night before is held too', () => {
    expect(isCheckOutOnly('2027-03-11', held, today)).toBe(false);
  });

  it('is not a free day', () => {
    expect(isCheckOutOnly('2027-03-09', held, today)).toBe(false);
  });

  it('is a held tomorrow (a one-night stay from today ends then) but never a held today', () => {
    expect(isCheckOutOnly('2027-03-02', held, today)).toBe(true);
    expect(isCheckOutOnly('2027-03-01', new Set(['2027-03-01']), today)).toBe(false);
  });

  it('is the latest check-out a check-in before it can reach', () => {
    expect(lastCheckOut('2027-03-05', [...held])).toBe('2027-03-10');
  });
});
