/**
 * Parses the list protocol of the console and the portal into the store's ListQuery (pure, no I/O):
 * ra-data-simple-rest `sort=["name","ASC"]`, `range=[0,24]`, `filter={"q":"x","status":["A","B"]}`,
 * the spec's `page=0&size=20&sort=lastUpdate,desc`, and `ids=a,b` (getMany).
 */
import { z } from 'zod';
import { format, MESSAGES } from '@casebridge/domain';
import type { ListQuery, SortOrder } from '../store/types.ts';
import { badRequest } from './errors.ts';

/** Largest number of records one list call answers. */
export const LIST_RANGE_CAP = 1000;
export const DEFAULT_PAGE_SIZE = 20;
const FILTER_SUFFIXES = ['_gte', '_lte', '_gt', '_lt', '_ne', '_like'];

/** Query parameters of every list route (documented in the OpenAPI document). */
export const listQueryParams = z.object({
  sort: z.string().optional().describe('["field","ASC"|"DESC"] (JSON) or field,asc|desc'),
  range: z.string().optional().describe(`[start,end] inclusive (JSON); at most ${LIST_RANGE_CAP} records`),
  filter: z
    .string()
    .optional()
    .describe('JSON object: field equality, field: [any, of], field_gte/_lte/_gt/_lt/_ne/_like, q'),
  page: z.string().optional().describe('0-based page (alternative to range)'),
  size: z.string().optional().describe(`page size (default ${DEFAULT_PAGE_SIZE})`),
  ids: z.string().optional().describe('comma-separated ids (getMany)'),
});

export interface ListQueryOptions {
  /** Accepted filter fields (comparison suffixes and `q` are implied); any field when omitted. */
  filterFields?: readonly string[];
  /** Accepted sort fields; any record field (never an inherited name such as constructor) when omitted. */
  sortFields?: readonly string[];
  defaultSort?: { field: string; order: SortOrder };
  defaultPageSize?: number;
  /** Without range, page or size: the first page of defaultPageSize rather than everything. */
  pageByDefault?: boolean;
}

const invalid = (name: string, reason: string) =>
  badRequest(format(MESSAGES.invalidQueryParam, { name, reason }));

function single(raw: Record<string, unknown>, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(name, 'it was given more than once');
  return value;
}

function parseJson(name: string, text: string, expected: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(name, `expected JSON like ${expected}`);
  }
}

/** Names every object inherits (constructor, toString, __proto__…): never a record's field. */
function isPrototypeName(field: string): boolean {
  return field in Object.prototype;
}

function parseSort(text: string, opts: ListQueryOptions): ListQuery['sort'] {
  let field: unknown;
  let order: unknown = 'ASC';
  if (text.trim().startsWith('[')) {
    const value = parseJson('sort', text, '["name","ASC"]');
    if (!Array.isArray(value) || value.length < 1 || value.length > 2) {
      throw invalid('sort', 'expected ["field","ASC"|"DESC"]');
    }
    [field, order = 'ASC'] = value;
  } else {
    [field, order = 'ASC'] = text.split(',').map((part) => part.trim());
  }
  const upper = typeof order === 'string' ? order.toUpperCase() : order;
  if (typeof field !== 'string' || field === '') throw invalid('sort', 'the sort field is missing');
  if (upper !== 'ASC' && upper !== 'DESC') throw invalid('sort', 'the order must be ASC or DESC');
  const allowed = opts.sortFields;
  if (allowed ? !allowed.includes(field) : isPrototypeName(field)) {
    throw invalid('sort', `cannot sort by ${field}; use one of ${(allowed ?? ['id']).join(', ')}`);
  }
  return { field, order: upper };
}

function nonNegativeInt(name: string, text: string): number {
  if (!/^\d+$/.test(text.trim())) throw invalid(name, 'expected a non-negative integer');
  return Number(text);
}

function parseRange(text: string): [number, number] {
  const value = parseJson('range', text, '[0,24]');
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !value.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    value[1] < value[0]
  ) {
    throw invalid('range', 'expected [start,end] with 0 <= start <= end');
  }
  const [start, end] = value as [number, number];
  return [start, Math.min(end, start + LIST_RANGE_CAP - 1)];
}

function baseField(key: string): string {
  const suffix = FILTER_SUFFIXES.find((s) => key.endsWith(s));
  return suffix ? key.slice(0, -suffix.length) : key;
}

function parseFilter(text: string, opts: ListQueryOptions): Record<string, unknown> {
  const value = parseJson('filter', text, '{"q":"text","status":["A","B"]}');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('filter', 'expected a JSON object');
  }
  const filter = value as Record<string, unknown>;
  for (const key of Object.keys(filter)) {
    if (isPrototypeName(baseField(key))) throw invalid('filter', `cannot filter by ${key}`);
  }
  if (opts.filterFields) {
    const allowed = new Set(['q', 'id', ...opts.filterFields]);
    for (const key of Object.keys(filter)) {
      if (!allowed.has(baseField(key))) {
        throw invalid('filter', `cannot filter by ${key}; use one of ${[...allowed].join(', ')}`);
      }
    }
  }
  return filter;
}

export function parseListQuery(raw: Record<string, unknown>, opts: ListQueryOptions = {}): ListQuery {
  const query: ListQuery = {};

  const filterText = single(raw, 'filter');
  const filter: Record<string, unknown> = filterText ? parseFilter(filterText, opts) : {};
  const idsValue = raw['ids'];
  if (idsValue !== undefined && idsValue !== '') {
    const parts = Array.isArray(idsValue) ? idsValue : [idsValue];
    if (!parts.every((part) => typeof part === 'string')) throw invalid('ids', 'expected ids=a,b');
    filter['id'] = (parts as string[]).flatMap((part) => part.split(',')).filter(Boolean);
  }
  if (Object.keys(filter).length > 0) query.filter = filter;

  const sortText = single(raw, 'sort');
  const sort = sortText ? parseSort(sortText, opts) : opts.defaultSort;
  if (sort) query.sort = sort;

  const rangeText = single(raw, 'range');
  const pageText = single(raw, 'page');
  const sizeText = single(raw, 'size');
  if (rangeText) {
    query.range = parseRange(rangeText);
  } else if (pageText !== undefined || sizeText !== undefined) {
    const page = pageText === undefined ? 0 : nonNegativeInt('page', pageText);
    const size =
      sizeText === undefined ? (opts.defaultPageSize ?? DEFAULT_PAGE_SIZE) : nonNegativeInt('size', sizeText);
    if (size < 1 || size > LIST_RANGE_CAP) throw invalid('size', `expected 1 to ${LIST_RANGE_CAP}`);
    query.range = [page * size, page * size + size - 1];
  } else if (opts.pageByDefault && opts.defaultPageSize) {
    query.range = [0, opts.defaultPageSize - 1];
  } else {
    query.range = [0, LIST_RANGE_CAP - 1];
  }
  return query;
}
