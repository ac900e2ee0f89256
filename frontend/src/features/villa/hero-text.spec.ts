import { cutThai, heroExcerpt, keepRenderedExcerpt } from './hero-text';

const THAI =
  'วิลล่าส่วนตัวริมทะเลพร้อมสระว่ายน้ำส่วนตัว ห้องนอนสามห้อง ห้องครัวครบครัน และวิวพระอาทิตย์ตกที่สวยงามที่สุดในหัวหิน เหมาะสำหรับครอบครัวและเพื่อนฝูงที่ต้องการพักผ่อนอย่างเป็นส่วนตัว';
const words = (text: string) => Array.from(new Intl.Segmenter('th', { granularity: 'word' }).segment(text), (part) => part.segment);
const graphemes = (text: string) => Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(text)).length;

describe('heroExcerpt in Thai', () => {
  const excerpt = heroExcerpt(THAI, 'th');
  const kept = excerpt.slice(0, -1);

  it('is cut with an ellipsis to at most 100 characters', () => {
    expect(excerpt.endsWith('…')).toBe(true);
    expect(graphemes(kept)).toBeLessThanOrEqual(100);
  });

  it('ends where a word of the full text ends (never inside a word)', () => {
    const ends = new Set<number>();
    let at = 0;
    for (const word of words(THAI)) ends.add((at += word.length));
    expect(THAI.startsWith(kept)).toBe(true);
    expect(ends.has(kept.length)).toBe(true);
    // The word cut was given away by a plain character count: 100 characters end inside a word here.
    const byCount = Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(THAI), (part) => part.segment).slice(0, 100).join('');
    expect(ends.has(byCount.length)).toBe(false);
    expect(kept).not.toBe(byCount);
  });

  it('keeps a short text whole', () => {
    expect(heroExcerpt('วิลล่าส่วนตัวริมหาด', 'th')).toBe('วิลล่าส่วนตัวริมหาด');
  });

  it('cuts a single word longer than the limit by character, never splitting a vowel from its consonant', () => {
    const cut = cutThai('น้ำ'.repeat(10), 4);
    expect(cut).toBe('น้ำ'.repeat(4) + '…');
  });
});

describe('heroExcerpt in English', () => {
  it('keeps 20 words and an ellipsis', () => {
    const text = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    expect(heroExcerpt(text, 'en')).toBe(`${text.split(' ').slice(0, 20).join(' ')}…`);
  });
});

describe('the excerpt the server rendered', () => {
  it('is the one the browser shows for that text and language, so hydration matches whatever its word breaker says', () => {
    keepRenderedExcerpt(`  ${THAI} `, 'th', 'ที่เซิร์ฟเวอร์ตัด…');
    expect(heroExcerpt(THAI, 'th')).toBe('ที่เซิร์ฟเวอร์ตัด…');
    expect(heroExcerpt(THAI, 'en')).not.toBe('ที่เซิร์ฟเวอร์ตัด…');
  });
});
