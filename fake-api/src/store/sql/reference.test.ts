/**
 * The SQL store against the plain in-memory reference (core/arrayList over store/query.ts) on random records
 * and random queries: every filter operator, declared (indexed) and undeclared fields, dotted fields, arrays,
 * null, sort both ways, ranges and `q` (trigram MATCH and short terms), and search against a scan.
 */
import { describe, expect, it } from 'vitest';
import type { Company } from '@casebridge/domain';
import { listArray } from '../../core/arrayList.ts';
import { createMemoryStore } from '../index.ts';
import { SEARCH_FIELDS } from '../searchFields.ts';
import type { ListQuery } from '../types.ts';
import { textSearchable } from './compile.ts';
import { PROBE_FACTOR, TEXT_FACTOR } from './table.ts';
import { seededRandom } from '../../testing/seededRandom.ts';

const WORDS = [
  'Alpha',
  'alpha',
  'Beta',
  'gamma',
  'Delta x',
  'ACTIVE',
  '10',
  '9',
  '',
  'law',
  'Law Firm',
  "o'hara",
  'Café Ünal',
];
const DATES = [
  '2026-01-01T00:00:00.000Z',
  '2026-03-15T10:00:00.000Z',
  '2025-12-31T23:59:59.000Z',
  '2026-07-04',
];

function makeRecords(next: () => number, count: number): Record<string, unknown>[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const maybe = <T>(value: () => T): T | null | undefined => {
    const r = next();
    return r < 0.1 ? null : r < 0.15 ? undefined : value();
  };
  return Array.from({ length: count }, (_, i) => {
    const record: Record<string, unknown> = {
      id: `r${String(Math.floor(next() * 1e6)).padStart(6, '0')}-${i}`,
      name: maybe(() => `${pick(WORDS)} ${pick(WORDS)}`.trim()),
      status: maybe(() => pick(['ACTIVE', 'PENDING_REVIEW', 'VALIDATED', 'active'])),
      type: pick(['ATTORNEY', 'HEALTH_PROVIDER', 'FACILITY']),
      email: maybe(() => `${pick(WORDS).replace(/\W/g, '') || 'x'}@${pick(['a', 'b'])}.test`),
      location:
        next() < 0.1 ? null : { state: maybe(() => pick(['CA', 'NY', 'ca', 'TX'])), city: pick(WORDS) },
      createdAt: maybe(() => pick(DATES)),
      amount: maybe(() => pick([0, 1, 2.5, 3, 10, 9, -1, 100])),
      flag: maybe(() => next() < 0.5),
      enabled: maybe(() => next() < 0.5),
      tags: next() < 0.3 ? undefined : Array.from({ length: Math.floor(next() * 3) }, () => pick(WORDS)),
      meta:
        next() < 0.2
          ? undefined
          : { level: maybe(() => pick([1, 2, 3, 10])), label: maybe(() => pick(WORDS)) },
    };
    for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
    return record;
  });
}

const FIELDS = {
  name: () => WORDS.map((w) => `${w} ${w}`.trim()),
  status: () => ['ACTIVE', 'PENDING_REVIEW', 'VALIDATED', 'active'],
  type: () => ['ATTORNEY', 'FACILITY'],
  'location.state': () => ['CA', 'NY', 'ca'],
  'location.city': () => WORDS,
  createdAt: () => DATES,
  amount: () => [0, 1, 2.5, 3, '3', '10', 'x'],
  flag: () => [true, false, 'true'],
  enabled: () => [true, false, 'true', 'false', '1', 0],
  tags: () => WORDS,
  'meta.level': () => [1, 2, '3', 10],
  'meta.label': () => WORDS,
} as const;
type Field = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];

function makeQuery(next: () => number, ids: readonly string[]): ListQuery {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const filter: Record<string, unknown> = {};
  const conditions = Math.floor(next() * 3);
  for (let i = 0; i < conditions; i++) {
    const field = pick(FIELD_NAMES);
    const values: readonly unknown[] = FIELDS[field]();
    const kind = Math.floor(next() * 9);
    if (kind === 0) filter[field] = pick(values);
    else if (kind === 1) filter[field] = [pick(values), pick(values)];
    else if (kind === 2) filter[field] = null;
    else if (kind === 3) filter[`${field}_ne`] = pick(values);
    else if (kind === 4) filter[`${field}_like`] = String(pick(values)).slice(0, 1 + Math.floor(next() * 3));
    else filter[`${field}${pick(['_gte', '_lte', '_gt', '_lt'])}`] = pick(values);
  }
  if (next() < 0.3) {
    const words = pick(WORDS).toLowerCase().split(/\s+/);
    filter.q = words.map((w) => w.slice(0, 1 + Math.floor(next() * 5))).join(' ');
  }
  if (next() < 0.1) filter.id = [pick(ids), pick(ids), 'missing'];
  const query: ListQuery = {};
  if (Object.keys(filter).length > 0) query.filter = filter;
  if (next() < 0.8)
    query.sort = { field: pick([...FIELD_NAMES, 'id']), order: pick(['ASC', 'DESC'] as const) };
  if (next() < 0.7) {
    const start = Math.floor(next() * 30);
    query.range = [start, start + Math.floor(next() * 20)];
  }
  return query;
}

describe('the SQL store against the in-memory reference', () => {
  // companies declares name, status, type, email, location.*, createdAt (text); users declares enabled (bool).
  it.each(['companies', 'users'] as const)(
    'answers random queries over random %s like the reference',
    (name) => {
      for (const seed of [1, 2, 3]) {
        const next = seededRandom(seed);
        // Users have private fields, which their rows also store without (TableSpec.private).
        const records = makeRecords(next, 300).map((record, i) =>
          name === 'users' && i % 3 !== 0
            ? { ...record, passwordHash: `hash ${i}`, ...(i % 2 ? { sessionKept: true } : {}) }
            : record,
        );
        const store = createMemoryStore({ [name]: records as unknown as Company[] });
        const companies = store.collection(name);
        const stored = [...companies.all()] as unknown as { id: string }[];
        expect(stored).toEqual(records);
        const ids = records.map((r) => r.id as string);
        for (let i = 0; i < 400; i++) {
          const query = makeQuery(next, ids);
          const expected = listArray(stored, query, SEARCH_FIELDS[name]);
          const actual = companies.list(query);
          const context = `seed ${seed} query ${i}: ${JSON.stringify(query)}`;
          expect(
            actual.data.map((r) => r.id),
            context,
          ).toEqual(expected.data.map((r) => r.id));
          expect(actual.total, context).toBe(expected.total);
          if (i % 10 === 0) {
            // The same page as stored JSON texts: the same records, in the same order.
            const documents = companies.listDocuments(query);
            expect(
              documents.data.map((text) => JSON.parse(text) as unknown),
              context,
            ).toEqual(actual.data);
            expect(documents.total, context).toBe(actual.total);
            // With fields left out (in SQL): the same records without them.
            const omitted = companies.listDocuments(query, ['email', 'location', 'absent']);
            const without = actual.data.map((record) => {
              const { email: _email, location: _location, ...rest } = record as Record<string, unknown>;
              return rest;
            });
            expect(
              omitted.data.map((text) => JSON.parse(text) as unknown),
              context,
            ).toEqual(without);
            // Without exactly the private fields (in any order): the rows' stored copy.
            const secrets = ['sessionKept', 'passwordHash', 'sessionsValidAfter'];
            const hidden = companies.listDocuments(query, secrets);
            expect(
              hidden.data.map((text) => JSON.parse(text) as unknown),
              context,
            ).toEqual(
              actual.data.map((record) =>
                Object.fromEntries(Object.entries(record).filter(([field]) => !secrets.includes(field))),
              ),
            );
          }
        }
      }
    },
    60_000,
  );

  it('finds every record a substring scan of the search text finds, after writes too', () => {
    const next = seededRandom(7);
    const store = createMemoryStore({ companies: makeRecords(next, 200) as unknown as Company[] });
    const companies = store.collection('companies');
    for (let i = 0; i < 50; i++) {
      const all = [...companies.all()];
      const target = all[Math.floor(next() * all.length)]!;
      store.update('companies', target.id, { name: `Renamed ${i} Zephyr` });
      if (i % 5 === 0) store.remove('companies', all[Math.floor(next() * all.length)]!.id);
      if (i % 3 === 0) store.insert('companies', { name: `Inserted ${i} zephyr` } as unknown as Company);
    }
    const stored = [...companies.all()];
    for (const term of [
      'zephyr',
      'renamed 1',
      'inserted',
      'ze',
      'law',
      'alpha beta',
      '.test',
      "o'h",
      'xyzzy',
    ]) {
      const query = { filter: { q: term } };
      const expected = listArray(stored, query, SEARCH_FIELDS.companies).data.map((r) => r.id);
      const found = companies.list(query);
      expect(
        found.data.map((r) => r.id),
        term,
      ).toEqual(expected);
      // A search alone is counted in the search index: the same total as the scan.
      expect(found.total, term).toBe(expected.length);
      expect(companies.count({ q: term }), term).toBe(expected.length);
    }
  }, 30_000);

  it('keeps the counts and the search text current through updates that change them or not', () => {
    const next = seededRandom(13);
    const store = createMemoryStore({ companies: makeRecords(next, 300) as unknown as Company[] });
    const companies = store.collection('companies');
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    for (let i = 0; i < 400; i++) {
      const target = pick([...companies.all()]);
      // Counted fields (status, type), the search text (name, email), both, or neither (createdAt).
      const patch = pick([
        { status: pick(['ACTIVE', 'VALIDATED', null]) },
        { type: pick(['ATTORNEY', 'FACILITY']) },
        { name: `${pick(WORDS)} ${i}` },
        { name: target.name, status: target.status },
        { email: null, type: 'FACILITY' },
        { createdAt: pick(DATES) },
      ]);
      store.update('companies', target.id, patch as never);
    }
    const stored = [...companies.all()] as unknown as { id: string }[];
    for (const filter of [
      { status: 'ACTIVE' },
      { status: ['VALIDATED', 'active'] },
      { status: null },
      { type: 'FACILITY' },
      { type: ['ATTORNEY', 'FACILITY'] },
      { q: 'alpha' },
      { q: '0' },
      { q: 'law 3' },
    ]) {
      const expected = listArray(stored, { filter }, SEARCH_FIELDS.companies).total;
      expect(companies.count(filter), JSON.stringify(filter)).toBe(expected);
      expect(companies.list({ filter }).total, JSON.stringify(filter)).toBe(expected);
    }
    expect(companies.size).toBe(300);
  });

  it('finds a page of a very common search by testing the stored text, or probing the index, like the reference', () => {
    const next = seededRandom(11);
    const records = makeRecords(next, 3000);
    const store = createMemoryStore({ companies: records as unknown as Company[] });
    const companies = store.collection('companies');
    const stored = [...companies.all()] as unknown as { id: string }[];
    const plans = { text: 0, probe: 0 };
    for (const q of ['a', 'alpha', 'al ph', 'law', 'es', 'ca', 'café', 'ünal', 'é a']) {
      for (const sort of [
        { field: 'name', order: 'ASC' },
        { field: 'createdAt', order: 'DESC' },
      ] as const) {
        for (const range of [
          [0, 4],
          [20, 29],
        ] as [number, number][]) {
          const query: ListQuery = { filter: { q }, sort, range };
          const expected = listArray(stored, query, SEARCH_FIELDS.companies);
          // The plans this test is about: matches^2 > FACTOR x size x needed; the text for ASCII terms only.
          const many = (factor: number) => expected.total ** 2 > factor * stored.length * (range[1] + 1);
          if (textSearchable(q) && many(TEXT_FACTOR)) plans.text += 1;
          else if (!textSearchable(q) && many(PROBE_FACTOR)) plans.probe += 1;
          const actual = companies.list(query);
          const context = JSON.stringify(query);
          expect(
            actual.data.map((r) => r.id),
            context,
          ).toEqual(expected.data.map((r) => r.id));
          expect(actual.total, context).toBe(expected.total);
        }
      }
    }
    expect(plans.text).toBeGreaterThan(8);
    // A non-ASCII term common enough to be probed: most names have it, in either case.
    const unal = createMemoryStore({
      companies: records.map((r, i) => ({
        ...r,
        name: i % 4 === 0 ? `x ${i}` : `${i % 2 ? 'Ünal' : 'üNAL'} ${i}`,
      })) as never,
    });
    const unalStored = [...unal.collection('companies').all()] as unknown as { id: string }[];
    for (const q of ['ünal', 'ÜN 1', 'nal ü']) {
      const query: ListQuery = { filter: { q }, sort: { field: 'createdAt', order: 'DESC' }, range: [3, 9] };
      const expected = listArray(unalStored, query, SEARCH_FIELDS.companies);
      if (!textSearchable(q) && expected.total ** 2 > PROBE_FACTOR * unalStored.length * 10) plans.probe += 1;
      const actual = unal.collection('companies').list(query);
      expect(
        actual.data.map((r) => r.id),
        q,
      ).toEqual(expected.data.map((r) => r.id));
      expect(actual.total, q).toBe(expected.total);
    }
    expect(plans.probe).toBeGreaterThan(1);
  }, 30_000);

  it('finds by equality like the reference, arrays element-wise', () => {
    const records = makeRecords(seededRandom(11), 200);
    const store = createMemoryStore({ companies: records as unknown as Company[] });
    const companies = store.collection('companies');
    const stored = [...companies.all()] as unknown as Record<string, unknown>[];
    for (const [field, value] of [
      ['status', 'ACTIVE'],
      ['tags', 'law'],
      ['amount', '3'],
      ['flag', true],
      ['location.state', 'CA'],
      ['status', null],
    ] as const) {
      const expected = listArray(stored as never, { filter: { [field]: value } }, []).data;
      expect(companies.findBy(field, value), `${field}=${String(value)}`).toEqual(expected);
      expect(companies.findOne(field, value)).toEqual(expected[0]);
    }
  });
});
