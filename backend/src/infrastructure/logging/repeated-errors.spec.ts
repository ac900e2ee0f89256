import { errorKind, RepeatedErrors } from './repeated-errors';

describe('RepeatedErrors', () => {
  let now: number;
  let written: string[];
  const summary = () =>
    new RepeatedErrors(
      {
        first: (kind, detail) => written.push(`first ${kind} | ${detail}`),
        repeated: (kind, count, seconds) => written.push(`repeated ${kind} x${count} in ${seconds}s`),
      },
      30_000,
      () => now,
    );
  beforeEach(() => {
    now = 0;
    written = [];
  });

  it('writes the first error of a kind in full and counts its repeats until the window ends', () => {
    const errors = summary();
    for (let i = 0; i < 500; i++) errors.record('Error: Connection terminated', `stack ${i}`);
    expect(written).toEqual(['first Error: Connection terminated | stack 0']);
    now = 30_000;
    errors.flush();
    expect(written).toEqual(['first Error: Connection terminated | stack 0', 'repeated Error: Connection terminated x499 in 30s']);
    // A new window opens with the next one, stack included.
    errors.record('Error: Connection terminated', 'stack 500');
    expect(written.at(-1)).toBe('first Error: Connection terminated | stack 500');
  });

  it('keeps kinds apart and writes no count for a lone error', () => {
    const errors = summary();
    errors.record('a', '1');
    errors.record('b', '2');
    errors.record('b', '3');
    now = 31_000;
    errors.flush();
    expect(written).toEqual(['first a | 1', 'first b | 2', 'repeated b x1 in 31s']);
  });

  it('names a kind by class and first line of the message', () => {
    expect(errorKind(new TypeError('x is null\n at y'))).toBe('TypeError: x is null');
    expect(errorKind('plain\nmore')).toBe('plain');
  });
});
