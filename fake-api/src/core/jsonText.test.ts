import { describe, expect, it } from 'vitest';
import { JsonText, bodyValue, jsonArray } from './jsonText.ts';

describe('JsonText', () => {
  it('joins stored JSON texts into one array, serialized as its value', () => {
    const body = jsonArray([JSON.stringify({ id: 'a', n: 1 }), JSON.stringify({ id: 'b', tags: ['x'] })]);
    expect(body.text).toBe('[{"id":"a","n":1},{"id":"b","tags":["x"]}]');
    expect(JSON.stringify({ data: body })).toBe('{"data":[{"id":"a","n":1},{"id":"b","tags":["x"]}]}');
    expect(bodyValue(body)).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', tags: ['x'] },
    ]);
  });

  it('is an empty array for no texts, and leaves other bodies as they are', () => {
    expect(jsonArray([]).text).toBe('[]');
    expect(bodyValue(new JsonText('null'))).toBeNull();
    const plain = { id: 'a' };
    expect(bodyValue(plain)).toBe(plain);
  });
});
