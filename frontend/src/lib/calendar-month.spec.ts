import { firstOfMonth, shiftMonth, weekdayNames } from './calendar-month';

describe('calendar months', () => {
  it('are moved by months across years', () => {
    expect(shiftMonth('2030-12-01', 1)).toBe('2031-01-01');
    expect(shiftMonth('2030-01-01', -1)).toBe('2029-12-01');
    expect(shiftMonth('2030-03-01', 0)).toBe('2030-03-01');
    expect(shiftMonth('2030-03-01', -27)).toBe('2027-12-01');
  });

  it('start on the first of the month holding a date', () => {
    expect(firstOfMonth('2030-03-17')).toBe('2030-03-01');
  });

  it('name the weekdays from Sunday in the page language', () => {
    expect(weekdayNames('en', 'short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // Sunday (อาทิตย์), however short the ICU at hand writes it.
    expect(weekdayNames('th', 'short')[0]).toMatch(/^อา/);
  });
});
