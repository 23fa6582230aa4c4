import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { scalarFieldsOf, sortFieldsFor } from './sortFields.ts';

const record = z.object({
  id: z.string(),
  name: z.string().nullable(),
  count: z.number().optional(),
  active: z.boolean(),
  status: z.enum(['A', 'B']),
  tags: z.array(z.string()),
  location: z.object({ city: z.string() }),
});

describe('sortable fields', () => {
  it("takes an answer's scalar fields, never its arrays or objects", () => {
    expect(scalarFieldsOf(z.array(record))).toEqual(['id', 'name', 'count', 'active', 'status']);
    expect(scalarFieldsOf(undefined)).toEqual([]);
  });

  it("allows a list's answer fields, filter fields, the store's declared fields and id, or the route's own", () => {
    const fields = sortFieldsFor('outbox', { filterFields: ['to'], response: z.array(record) });
    expect(fields).toEqual(expect.arrayContaining(['id', 'name', 'to', 'sentAt']));
    expect(fields).not.toContain('constructor');
    expect(fields).not.toContain('tags');
    expect(sortFieldsFor('outbox', { given: ['sentAt'], filterFields: ['to'] })).toEqual(['sentAt']);
  });
});
