import { shiftMonth, statsWindow } from './stats-window';

describe('statsWindow', () => {
  it('shifts months across year ends both ways', () => {
    expect(shiftMonth('2030-01', -1)).toBe('2029-12');
    expect(shiftMonth('2030-12', 1)).toBe('2031-01');
    expect(shiftMonth('2030-05', -17)).toBe('2028-12');
  });

  it('counts from the Bangkok date: 17:30 UTC on 31 Dec is already 1 Jan in the villa', () => {
    const window = statsWindow(new Date('2030-12-31T17:30:00Z'));
    expect(window.today).toBe('2031-01-01');
    expect(window.occupancyEnd).toBe('2031-01-31');
    expect(window.months).toEqual([
      '2030-08', '2030-09', '2030-10', '2030-11', '2030-12', '2031-01',
      '2031-02', '2031-03', '2031-04', '2031-05', '2031-06', '2031-07',
    ]);
    expect([window.revenueFrom, window.revenueTo]).toEqual(['2030-08-01', '2031-08-01']);
  });
});
