/**
 * The fields a list may be sorted by: an allow-list per resource, so a made-up field (or an inherited name such
 * as constructor) is a 400, not a 500 or a sort through an unindexed expression. A list route allows the
 * scalar fields of its answer's schema (what a client can show, hence sort by), its filter fields and the
 * store's declared fields of its collection (store/collections.ts), and id.
 */
import { z } from 'zod';
import type { ZodType } from 'zod';
import type { CollectionName } from '@casebridge/domain';
import { COLLECTIONS } from '../store/collections.ts';

const SCALARS = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'date', 'bigint']);

/** Unwraps optional, nullable, default and pipe wrappers. */
function inner(schema: ZodType): ZodType {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const def = current.def as { innerType?: ZodType; in?: ZodType; type: string };
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return current;
}

/** The scalar top-level fields of an answer's record schema (or of an array of them). */
export function scalarFieldsOf(schema: ZodType | undefined): string[] {
  if (!schema) return [];
  let record = inner(schema);
  if (record instanceof z.ZodArray) record = inner(record.element as ZodType);
  if (!(record instanceof z.ZodObject)) return [];
  return Object.entries(record.shape as Record<string, ZodType>)
    .filter(([, field]) => SCALARS.has(inner(field).def.type))
    .map(([name]) => name);
}

/** A list route's sortable fields (see above), or `given` when the route names them itself. */
export function sortFieldsFor(
  collection: CollectionName,
  options: {
    given?: readonly string[] | undefined;
    filterFields: readonly string[];
    response?: ZodType | undefined;
    defaultSort?: { field: string } | undefined;
  },
): string[] {
  if (options.given) return [...options.given];
  const declared = Object.keys(COLLECTIONS[collection].fields ?? {});
  const fields = new Set([
    'id',
    ...scalarFieldsOf(options.response),
    ...options.filterFields,
    ...declared,
    ...(options.defaultSort ? [options.defaultSort.field] : []),
  ]);
  return [...fields].sort();
}
