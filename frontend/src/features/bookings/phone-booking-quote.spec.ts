import { takenDateDisabled } from './phone-booking-quote';

describe('taken nights in the phone booking picker', () => {
  const held = new Set(['2030-01-12', '2030-01-13']);

  it('refuses a held night as check-in, and a check-out past one', () => {
    expect(takenDateDisabled(held, '2030-01-12')).toBe(true);
    expect(takenDateDisabled(held, '2030-01-11')).toBe(false);
    expect(takenDateDisabled(held, '2030-01-15', '2030-01-10')).toBe(true);
  });

  it('lets a stay end on the first held night (back to back) or start on the day a stay leaves', () => {
    expect(takenDateDisabled(held, '2030-01-12', '2030-01-10')).toBe(false);
    expect(takenDateDisabled(held, '2030-01-14')).toBe(false);
    expect(takenDateDisabled(held, '2030-01-16', '2030-01-14')).toBe(false);
  });
});
