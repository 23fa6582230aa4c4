import { describe, expect, it } from 'vitest';
import { parseCsv } from './bulkCsv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and a byte order mark', () => {
    const text = '\uFEFFName,Note\r\n"Rivers, Dana","She said ""ouch""\nthen left"\r\nBo,\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Note'],
      ['Rivers, Dana', 'She said "ouch"\nthen left'],
      ['Bo', ''],
    ]);
  });

  it('keeps a last line without a line end, and refuses a quote left open', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,"b\n1,2')).toBeNull();
    expect(parseCsv('')).toEqual([]);
  });
});
