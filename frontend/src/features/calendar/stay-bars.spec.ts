import { monthWeeks, weekSegments } from './stay-bars';

describe('the weeks of a month', () => {
  it('run Sunday to Saturday and cover every day of the month', () => {
    // March 2030 starts on a Friday and ends on a Sunday: six rows.
    const weeks = monthWeeks('2030-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[0][0]).toBe('2030-02-24');
    expect(weeks[0][5]).toBe('2030-03-01');
    expect(weeks.at(-1)![0]).toBe('2030-03-31');
    expect(weeks.flat().filter((day) => day.startsWith('2030-03'))).toHaveLength(31);
    // February 2026 starts on a Sunday and has 28 days: exactly four rows.
    expect(monthWeeks('2026-02')).toHaveLength(4);
  });
});

describe('bars in a week', () => {
  // Sunday 10 March 2030 to Saturday 16 March.
  const week = monthWeeks('2030-03')[2];

  it('start in the afternoon of check-in and end in the morning of check-out', () => {
    const { segments, lanes } = weekSegments(week, [{ from: '2030-03-11', to: '2030-03-13' }]);
    expect(lanes).toBe(1);
    // Monday is the second day: its afternoon is line 4; Wednesday morning ends at line 8.
    expect(segments[0]).toMatchObject({ start: 4, end: 8, lane: 0, continuesBefore: false, continuesAfter: false });
  });

  it('put a check-out and the next check-in on the same day in one lane, and overlapping stays in two', () => {
    const items = [
      { from: '2030-03-11', to: '2030-03-13' },
      { from: '2030-03-13', to: '2030-03-15' },
      { from: '2030-03-12', to: '2030-03-14' },
    ];
    const { segments, lanes } = weekSegments(week, items);
    expect(lanes).toBe(2);
    const laneOf = (from: string) => segments.find((segment) => segment.item.from === from)!.lane;
    expect(laneOf('2030-03-11')).toBe(0);
    expect(laneOf('2030-03-13')).toBe(0);
    expect(laneOf('2030-03-12')).toBe(1);
  });

  it('cut a stay at the week edges, and show its check-out morning in the next week', () => {
    const stay = { from: '2030-03-08', to: '2030-03-17' };
    const [before, during, after] = [monthWeeks('2030-03')[1], week, monthWeeks('2030-03')[3]].map((days) => weekSegments(days, [stay]).segments);
    expect(before[0]).toMatchObject({ start: 12, end: 15, continuesBefore: false, continuesAfter: true });
    expect(during[0]).toMatchObject({ start: 1, end: 15, continuesBefore: true, continuesAfter: true });
    // Check-out on Sunday the 17th: the morning half of that Sunday.
    expect(after[0]).toMatchObject({ start: 1, end: 2, continuesBefore: true, continuesAfter: false });
    // A week after the check-out day holds nothing of it.
    expect(weekSegments(monthWeeks('2030-03')[4], [stay]).segments).toEqual([]);
  });

  it('leave out stays wholly outside the week', () => {
    expect(weekSegments(week, [{ from: '2030-03-01', to: '2030-03-09' }, { from: '2030-03-17', to: '2030-03-19' }]).lanes).toBe(0);
  });
});
