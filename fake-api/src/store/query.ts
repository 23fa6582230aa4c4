/**
 * Compiles a ra-data-simple-rest filter into equality conditions (answered by the equality indexes),
 * residual predicates (_gte, _lte, _gt, _lt, _ne, _like) and full-text terms (`q`).
 */
// The module alone, not the domain's index: the read threads load this file too.
import { searchWords } from '@casebridge/domain/searchText';
import { eqKey, eqKeysOf, getPath } from './fields.ts';
import type { StoredRecord } from './fields.ts';

export interface EqCondition {
  field: string;
  /** Equality keys; the record matches when its value has any of them. Empty matches nothing. */
  keys: string[];
}

export type Predicate = (record: StoredRecord) => boolean;

export interface CompiledFilter {
  eq: EqCondition[];
  predicates: Predicate[];
  /** Lower-cased words of `q`; a record matches when its search text contains every one. */
  terms: string[];
}

const OPERATORS = ['_gte', '_lte', '_gt', '_lt', '_ne', '_like'] as const;
type Operator = (typeof OPERATORS)[number];

export function compileFilter(filter: Record<string, unknown> | undefined): CompiledFilter {
  const compiled: CompiledFilter = { eq: [], predicates: [], terms: [] };
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (value === undefined) continue;
    if (name === 'q') {
      compiled.terms.push(...searchTerms(value));
      continue;
    }
    const operator = OPERATORS.find((op) => name.endsWith(op) && name.length > op.length);
    if (operator) {
      compiled.predicates.push(predicateFor(name.slice(0, -operator.length), operator, value));
    } else {
      const values = Array.isArray(value) ? value : [value];
      compiled.eq.push({ field: name, keys: [...new Set(values.map(eqKey))] });
    }
  }
  return compiled;
}

/** Record-level form of an equality condition (for walking an index instead of reading buckets). */
export function eqPredicate({ field, keys }: EqCondition): Predicate {
  const accepted = new Set(keys);
  if (field === 'id') return (record) => accepted.has(record.id);
  const single = keys.length === 1 ? keys[0] : undefined;
  return (record) => {
    const value = getPath(record, field);
    if (Array.isArray(value)) return value.some((v) => accepted.has(eqKey(v)));
    return single !== undefined ? eqKey(value) === single : accepted.has(eqKey(value));
  };
}

export function isEmptyFilter(filter: CompiledFilter): boolean {
  return filter.eq.length === 0 && filter.predicates.length === 0 && filter.terms.length === 0;
}

/** The words `q` searches for, cleaned of control characters (domain searchWords): every search's terms. */
export function searchTerms(q: unknown): string[] {
  return searchWords(q);
}

/** Text that `q` searches: the search fields' values, lower-cased, one per line. */
export function searchText(record: StoredRecord, fields: readonly string[]): string {
  const parts: string[] = [];
  for (const field of fields) {
    const value = getPath(record, field);
    if (value === null || value === undefined) continue;
    parts.push(Array.isArray(value) ? value.join('\n') : String(value));
  }
  return parts.join('\n').toLowerCase();
}

export function matchesTerms(text: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!text.includes(term)) return false;
  return true;
}

/** Normalises an inclusive [start, end] range; no range means everything. */
export function resolveRange(range: readonly [number, number] | undefined): [number, number] {
  if (!range) return [0, Number.POSITIVE_INFINITY];
  const start = Math.max(0, Math.floor(Number(range[0]) || 0));
  const end = Number.isFinite(Number(range[1])) ? Math.floor(Number(range[1])) : Number.POSITIVE_INFINITY;
  return [start, end];
}

function predicateFor(field: string, operator: Operator, target: unknown): Predicate {
  switch (operator) {
    case '_ne': {
      const excluded = new Set((Array.isArray(target) ? target : [target]).map(eqKey));
      return (record) => !eqKeysOf(getPath(record, field)).some((key) => excluded.has(key));
    }
    case '_like': {
      const needle = String(target).toLowerCase();
      return (record) => {
        const value = getPath(record, field);
        const values = Array.isArray(value) ? value : [value];
        return values.some((v) => v !== null && v !== undefined && String(v).toLowerCase().includes(needle));
      };
    }
    default: {
      const accept = ACCEPT[operator];
      return (record) => {
        const order = compareForRange(getPath(record, field), target);
        return order !== null && accept(order);
      };
    }
  }
}

const ACCEPT: Record<'_gte' | '_lte' | '_gt' | '_lt', (order: number) => boolean> = {
  _gte: (order) => order >= 0,
  _lte: (order) => order <= 0,
  _gt: (order) => order > 0,
  _lt: (order) => order < 0,
};

/** Sign of value - target, comparing numbers numerically (numeric strings included); null when incomparable. */
export function compareForRange(value: unknown, target: unknown): number | null {
  if (value === null || value === undefined || target === null || target === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') {
    const t = Number(target);
    if (Number.isNaN(t)) return null;
    return Math.sign(Number(value) - t);
  }
  const v = String(value);
  const t = String(target);
  return v < t ? -1 : v > t ? 1 : 0;
}
