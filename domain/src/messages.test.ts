/** MESSAGES is the union of the area tables (domain/src/messages/), each message written in one of them. */
import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';
import { MESSAGES } from './messages.ts';

const AREAS = Object.entries(messages).filter(([name]) => name.endsWith('_MESSAGES')) as [
  string,
  Record<string, string>,
][];

describe('MESSAGES', () => {
  it('is split into area tables', () => {
    expect(AREAS.map(([name]) => name)).toEqual(
      expect.arrayContaining(['COMMON_MESSAGES', 'SESSION_MESSAGES', 'PLAN_MESSAGES']),
    );
  });

  it('writes each message in one area table only', () => {
    const keys = AREAS.flatMap(([, table]) => Object.keys(table));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(MESSAGES)).toHaveLength(keys.length);
  });

  it('holds every message of every area table, as written there', () => {
    for (const [, table] of AREAS) expect(MESSAGES).toMatchObject(table);
  });
});
