import { describe, expect, it } from 'vitest';
import { compareKeys, deepFreeze, eqKey, eqKeysOf, getPath, sortKey } from './fields.ts';

describe('fields', () => {
  it('reads dotted paths and answers undefined past a missing step', () => {
    const record = { id: '1', location: { state: 'TX', geo: null } };
    expect(getPath(record, 'location.state')).toBe('TX');
    expect(getPath(record, 'location.geo.lat')).toBeUndefined();
    expect(getPath(record, 'missing.deep')).toBeUndefined();
    expect(getPath(record, 'id')).toBe('1');
  });

  it('orders numbers numerically, strings case-insensitively and null last', () => {
    const values = ['beta', null, 10, 'Alpha', 9, undefined, true];
    const sorted = [...values].sort((a, b) => compareKeys(sortKey(a), sortKey(b)));
    expect(sorted).toEqual([true, 9, 10, 'Alpha', 'beta', null, undefined]);
  });

  it('makes loose equality keys and indexes arrays by element', () => {
    expect(eqKey(true)).toBe(eqKey('true'));
    expect(eqKey(3)).toBe(eqKey('3'));
    expect(eqKey(null)).toBe(eqKey(undefined));
    expect(eqKey(null)).not.toBe(eqKey('null'));
    expect(eqKeysOf(['a', 'b', 'a'])).toEqual(['a', 'b']);
  });

  it('deep-freezes nested objects', () => {
    const value = deepFreeze({ a: { b: [1] } });
    expect(Object.isFrozen(value.a.b)).toBe(true);
  });
});
