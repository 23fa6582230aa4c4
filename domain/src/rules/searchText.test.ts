import { describe, expect, it } from 'vitest';
import { cleanSearchText, searchWords } from './searchText.ts';

describe('cleanSearchText', () => {
  it('removes NUL and the other C0, DEL and C1 control characters', () => {
    expect(cleanSearchText('a\u0000bc')).toBe('abc');
    expect(cleanSearchText('\u0001a\u001fb\u007fc\u0080\u0085\u009f')).toBe('abc');
  });

  it('keeps spaces and turns tabs and line breaks into spaces', () => {
    expect(cleanSearchText('john  smith')).toBe('john  smith');
    expect(cleanSearchText('john\tsmith\r\nx\vy\fz')).toBe('john smith  x y z');
  });

  it('keeps every printable character, accents and other scripts included', () => {
    const text = 'Dr. O’Neil "spine" & rehab — Zürich 東京 ½ \u00a0';
    expect(cleanSearchText(text)).toBe(text);
  });
});

describe('searchWords', () => {
  it('answers the cleaned, lower-cased words', () => {
    expect(searchWords(' Har\u0000twell\tLAW ')).toEqual(['hartwell', 'law']);
  });

  it('answers no word for nothing, blanks or control characters only', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords(null)).toEqual([]);
    expect(searchWords('  \t ')).toEqual([]);
    expect(searchWords('\u0000\u0001\u009f')).toEqual([]);
  });

  it('reads a number as its text', () => {
    expect(searchWords(1234)).toEqual(['1234']);
  });
});
