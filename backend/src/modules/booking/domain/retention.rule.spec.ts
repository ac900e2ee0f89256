import { retentionCutoff } from './retention.rule';

describe('retentionCutoff', () => {
  it('goes back whole calendar months, across years, clamped to the month’s end', () => {
    expect(retentionCutoff('2028-05-15', 24)).toBe('2026-05-15');
    expect(retentionCutoff('2027-01-10', 1)).toBe('2026-12-10');
    expect(retentionCutoff('2026-03-31', 1)).toBe('2026-02-28');
    expect(retentionCutoff('2028-02-29', 12)).toBe('2027-02-28');
  });
});
