import { formatBaht } from './money';
import { villaDayBounds, villaWallClock } from './villa-time';

describe('formatBaht', () => {
  it('writes whole baht for the site and satang for receipts and e-mails', () => {
    expect(formatBaht(12000)).toBe('฿12,000');
    expect(formatBaht(12000, 2)).toBe('฿12,000.00');
    expect(formatBaht(1234.5, 2)).toBe('฿1,234.50');
  });
});

describe('villa time', () => {
  it('shows an instant as Bangkok wall-clock time, whatever the zone it was written in', () => {
    expect(villaWallClock('2026-11-22T07:30:00Z')).toBe('2026-11-22 14:30');
    expect(villaWallClock('2026-11-22T20:00:00Z')).toBe('2026-11-23 03:00');
    expect(villaWallClock(new Date('2026-11-22T14:30:00+07:00'))).toBe('2026-11-22 14:30');
  });
  it('bounds a villa day by its Bangkok midnight and last millisecond', () => {
    const { start, end } = villaDayBounds('2026-11-22');
    expect(start.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-22T16:59:59.999Z');
  });
});
