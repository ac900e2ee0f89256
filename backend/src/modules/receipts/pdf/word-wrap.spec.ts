import { wrapWords } from './word-wrap';

// One unit per character keeps the widths obvious.
const measure = (text: string) => [...text].length;

describe('wrapWords', () => {
  it('breaks Thai text between words, never inside one', () => {
    const lines = wrapWords('บ้านทะเลพูลวิลล่าริมหาด', 9, measure);
    expect(lines).toEqual(['บ้านทะเล', 'พูลวิลล่า', 'ริมหาด']);
  });

  it('breaks Latin text at spaces and drops the space at the break', () => {
    expect(wrapWords('Thank you for booking', 10, measure)).toEqual(['Thank you', 'for', 'booking']);
  });

  it('keeps explicit line breaks and splits a word longer than a line', () => {
    expect(wrapWords('ab\nabcdefgh', 3, measure)).toEqual(['ab', 'abc', 'def', 'gh']);
  });

  it('returns one line when everything fits', () => {
    expect(wrapWords('ยอดรวม 12,000', 40, measure)).toEqual(['ยอดรวม 12,000']);
  });
});
