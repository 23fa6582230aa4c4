// @vitest-environment node
/**
 * Keeps the portal's data access in one place: only a feature's api.ts (features/<area>/api.ts, split into
 * features/<area>/api/*.ts when it grows past one file) or a shared
 * api.ts (shared/**\/api.ts) may reach the data provider or fetch, always through react-query hooks, and no
 * file fetches inside a hand-written effect.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));

const API_FILE = /^(features\/[^/]+\/api(\/[^/]+)?\.ts|shared\/(.+\/)?api\.ts)$/;
/** Reaching the server: react-admin's data provider hook (or the shared typed one) or a bare fetch. */
const DATA_ACCESS = /\b(useDataProvider|useCaseBridgeDataProvider)\b|(?<![.\w])fetch\(/;
/** A call on the data provider (dataProvider.x(...)) or a fetch inside a useEffect's body. */
const FETCH_IN_EFFECT =
  /useEffect\(\s*\(\)\s*=>\s*\{[^]*?(dataProvider\.\w+\(|(?<![.\w])fetch\()[^]*?\},\s*\[/;

describe('no hand-written fetching in the portal', () => {
  it('finds the portal sources (the scan itself works)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => API_FILE.test(file.path))).toBe(true);
    expect(DATA_ACCESS.test('const dp = useDataProvider();')).toBe(true);
    expect(DATA_ACCESS.test('void fetch("/api/x")')).toBe(true);
    expect(DATA_ACCESS.test('void query.refetch()')).toBe(false);
    expect(FETCH_IN_EFFECT.test('useEffect(() => { dataProvider.getX().then(set); }, [dp]);')).toBe(true);
  });

  it('reaches the data provider or fetch only in a features/*/api.ts or shared/**/api.ts', () => {
    const offenders = files.filter((file) => !API_FILE.test(file.path) && DATA_ACCESS.test(file.text));
    expect(offenders.map((file) => file.path)).toEqual([]);
  });

  it('fetches inside no useEffect (api.ts files use useQuery / useMutation)', () => {
    const offenders = files.filter((file) => FETCH_IN_EFFECT.test(file.text));
    expect(offenders.map((file) => file.path)).toEqual([]);
  });
});
