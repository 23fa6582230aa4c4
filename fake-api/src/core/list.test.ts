import { describe, expect, it } from 'vitest';
import { contentRange, listResponse } from './list.ts';

describe('listResponse', () => {
  it('answers the array and Content-Range <resource> <start>-<end>/<total>', () => {
    expect(listResponse('companies', { data: [{ id: 'a' }, { id: 'b' }], total: 123 }, [25, 49])).toEqual({
      status: 200,
      headers: { 'Content-Range': 'companies 25-26/123' },
      body: [{ id: 'a' }, { id: 'b' }],
    });
  });

  it('uses an asterisk for an empty page', () => {
    expect(contentRange('companies', 0, 0, 0)).toBe('companies */0');
    expect(contentRange('companies', 200, 0, 12)).toBe('companies */12');
  });
});
