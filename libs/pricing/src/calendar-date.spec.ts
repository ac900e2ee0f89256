import fc from 'fast-check';
import {
  addDays,
  dayOfWeek,
  formatVillaDate,
  isWeekendNight,
  nightsBetween,
  parseVillaDate,
  stayNights,
  todayInBangkok,
  toVillaDate,
} from './calendar-date';

describe('parseVillaDate', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11_017],
  ])('%s is epoch day %i', (text, day) => expect(parseVillaDate(text)).toBe(day));

  it.each(['2026-02-30', '2026-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01',
    '2026-1-05', '26-01-05', '2026-01-05T00:00:00Z', ' 2026-01-05', '', 'tomorrow'])('rejects %j', (text) =>
    expect(parseVillaDate(text)).toBeNull(),
  );

  it.each(['2024-02-29', '2000-02-29', '2028-02-29', '2026-12-31'])('accepts %s', (text) =>
    expect(formatVillaDate(parseVillaDate(text)!)).toBe(text),
  );

  it('agrees with the proleptic Gregorian calendar of Date.UTC for every day of years 1..9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (epochDay) => {
        const expected = new Date(epochDay * 86_400_000).toISOString().slice(0, 10);
        expect(formatVillaDate(epochDay)).toBe(expected);
        expect(parseVillaDate(expected)).toBe(epochDay);
      }),
    );
  });
});

describe('addDays and nightsBetween', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-01-05', 365, '2027-01-05'],
  ])('%s + %i = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(nightsBetween(date, expected)).toBe(days);
  });

  it('refuses half days and non-dates', () => {
    expect(() => addDays('2026-01-05', 0.5)).toThrow(RangeError);
    expect(() => nightsBetween('2026-02-30', '2026-03-02')).toThrow(RangeError);
  });
});

describe('weekday and weekend nights', () => {
  it.each([
    ['2026-01-04', 0, false], // Sunday
    ['2026-01-05', 1, false], // Monday
    ['2026-01-08', 4, false], // Thursday
    ['2026-01-09', 5, true], // Friday
    ['2026-01-10', 6, true], // Saturday
    ['1970-01-01', 4, false],
    ['2026-12-25', 5, true],
    ['2027-01-01', 5, true],
    ['2028-02-29', 2, false],
  ])('%s is weekday %i, weekend night: %s', (date, weekday, weekend) => {
    expect(dayOfWeek(date)).toBe(weekday);
    expect(isWeekendNight(date)).toBe(weekend);
  });

  it('lists nights from check-in up to, not including, check-out', () => {
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(stayNights('2026-01-05', '2026-01-05')).toEqual([]);
  });
});

describe('todayInBangkok and toVillaDate', () => {
  it.each([
    ['2026-12-24T16:59:59.999Z', '2026-12-24'],
    ['2026-12-24T17:00:00.000Z', '2026-12-25'],
    ['2026-12-31T17:00:00.000Z', '2027-01-01'],
    ['2028-02-28T18:30:00.000Z', '2028-02-29'],
  ])('the villa date at %s is %s', (instant, expected) => {
    expect(todayInBangkok(new Date(instant))).toBe(expected);
    expect(toVillaDate(new Date(instant))).toBe(expected);
  });

  it.each([
    ['2026-12-25', '2026-12-25'],
    ['2026-12-24T18:00:00Z', '2026-12-25'],
    ['2026-12-24T16:59:59Z', '2026-12-24'],
    ['2026-12-24T17:00Z', '2026-12-25'],
    ['2026-12-24T18:00:00.5z', '2026-12-25'],
    ['2026-12-25T00:30:00+07:00', '2026-12-25'],
    ['2026-12-25T06:59:59+07:00', '2026-12-25'],
    ['2026-12-24T20:00:00-05:00', '2026-12-25'],
    ['2027-01-01T05:00:00+14:00', '2026-12-31'],
    ['2026-12-31T23:30:00', '2026-12-31'], // no offset: villa wall-clock time
  ])('toVillaDate(%j) = %s', (input, expected) => expect(toVillaDate(input)).toBe(expected));

  it.each(['2026-02-30T10:00:00Z', '2026-12-24T24:00:00Z', '2026-12-24T10:60:00Z', '2026-12-24T10:00:00+24:00',
    '2026-12-24 10:00:00Z', 'yesterday', ''])('toVillaDate(%j) is null', (input) => expect(toVillaDate(input)).toBeNull());

  it('rejects an invalid Date', () => {
    expect(toVillaDate(new Date(Number.NaN))).toBeNull();
    expect(() => todayInBangkok(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('reads any Z instant as the same day as Date shifted by seven hours', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1971-01-01'), max: new Date('9000-01-01'), noInvalidDate: true }), (d) => {
        const shifted = new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
        expect(toVillaDate(d.toISOString())).toBe(shifted);
        expect(todayInBangkok(d)).toBe(shifted);
      }),
    );
  });
});
