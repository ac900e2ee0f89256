import { copyField, copyValue } from './copy-rows';

describe('COPY text', () => {
  it('escapes the characters COPY reads specially, and writes NULL as \\N', () => {
    expect(copyField('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyField('\\N')).toBe('\\\\N');
    expect(copyField(null)).toBe('\\N');
    expect(copyField(42)).toBe('42');
    expect(copyField('ไทย "quoted"')).toBe('ไทย "quoted"');
  });

  it('writes each column type as jsonb_to_recordset reads the same value from JSON', () => {
    expect(copyValue(undefined, 'text')).toBeNull();
    expect(copyValue(null, 'jsonb')).toBeNull();
    expect(copyValue({ a: [1, 'x'] }, 'jsonb')).toBe('{"a":[1,"x"]}');
    expect(copyValue('text', 'jsonb')).toBe('"text"');
    expect(copyValue(['a', 'b "c"', 'd\\e', null], 'text[]')).toBe('{"a","b \\"c\\"","d\\\\e",NULL}');
    expect(copyValue([], 'text[]')).toBe('{}');
    expect(() => copyValue('a', 'text[]')).toThrow(TypeError);
    expect(copyValue(true, 'boolean')).toBe('t');
    expect(copyValue(false, 'boolean')).toBe('f');
    expect(copyValue(7, 'integer')).toBe(7);
    expect(copyValue(new Date('2030-01-02T03:04:05.000Z'), 'timestamptz')).toBe('2030-01-02T03:04:05.000Z');
    expect(copyValue('2030-01-02', 'date')).toBe('2030-01-02');
  });
});
