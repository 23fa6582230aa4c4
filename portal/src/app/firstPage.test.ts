// @vitest-environment node
/**
 * Keeps the first page light (README "First page"): the modules the entry imports statically (the light shell
 * and the sign-in page; dynamic imports are where the rest of the portal starts) import no react-query, no
 * form library, no zod and nothing of react-admin but its auth context (useAuthProvider) and theme. `npm run size -w portal`
 * measures the bytes; this says which import brought them back.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = join(SRC, 'app', 'main.tsx');
const CLIENT_INDEX = join(SRC, '..', '..', 'domain', 'src', 'client', 'index.ts');

/** Packages the first page may not load, and what it may take from react-admin (ra-core contexts, the theme). */
const FORBIDDEN = /^(@tanstack\/|react-hook-form|@hookform\/|zod|ra-core|ra-data-simple-rest|@mui\/x-)/;
const REACT_ADMIN_ALLOWED = new Set(['AuthContext', 'useAuthProvider', 'defaultLightTheme']);

/** Static value imports of a module: `import ... from 'x'` and `export ... from 'x'`, not `import type`. */
function staticImports(text: string): { names: string[]; from: string }[] {
  const found: { names: string[]; from: string }[] = [];
  const pattern = /^(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s*'([^']+)'/gms;
  for (const [, clause = '', from = ''] of text.matchAll(pattern)) {
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = braces
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name);
    if (braces === '' || names.length > 0) found.push({ names, from });
  }
  return found;
}

/** The files reached statically from the entries (relative imports) and what they import from packages. */
function staticGraph(entries: string[]) {
  const seen = new Set<string>();
  const packages: { file: string; from: string; names: string[] }[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { names, from } of staticImports(readFileSync(file, 'utf8'))) {
      if (from.startsWith('.')) {
        const target = resolve(dirname(file), from);
        if (existsSync(target)) visit(target);
      } else {
        packages.push({ file: relative(SRC, file), from, names });
      }
    }
  };
  entries.forEach(visit);
  return { files: [...seen].map((file) => relative(SRC, file)), packages };
}

const firstPageImports = () => staticGraph([ENTRY]);

/** The domain client's modules that export the names imported from @casebridge/domain/client (its index). */
function clientModulesOf(names: string[]): string[] {
  const modules = new Map<string, string>();
  for (const { names: exported, from } of staticImports(readFileSync(CLIENT_INDEX, 'utf8'))) {
    for (const name of exported) modules.set(name, resolve(dirname(CLIENT_INDEX), from));
  }
  return names.flatMap((name) => modules.get(name) ?? []);
}

describe('the first page stays light', () => {
  const { files, packages } = firstPageImports();

  it('reaches the sign-in page and its form statically (the scan itself works)', () => {
    expect(files).toContain('features/home/SignInPage.tsx');
    expect(files).toContain('features/accounts/SignInForm.tsx');
    expect(files).not.toContain('app/PortalApp.tsx');
    expect(staticImports("import { a, type B } from 'x';\nimport type { C } from 'y';")).toEqual([
      { names: ['a'], from: 'x' },
    ]);
  });

  it('imports no react-query, form library, zod, data provider or react-admin core', () => {
    const offenders = packages.filter(
      ({ from, names }) =>
        FORBIDDEN.test(from) ||
        (from === 'react-admin' && names.some((name) => !REACT_ADMIN_ALLOWED.has(name))),
    );
    expect(offenders).toEqual([]);
    expect(files).not.toContain('app/dataProvider.ts');
  });

  it('reads the area tables of MESSAGES and ENDPOINTS, not the whole tables (docs/adr/0009)', () => {
    const fromClient = packages.filter(({ from }) => from === '@casebridge/domain/client');
    const client = staticGraph(fromClient.flatMap(({ names }) => clientModulesOf(names)));
    expect(client.files).toContain('../../domain/src/client/httpClient.ts');
    const wholeTables = [...packages, ...client.packages].filter(
      ({ from, names }) =>
        from === '@casebridge/domain' && names.some((name) => name === 'MESSAGES' || name === 'ENDPOINTS'),
    );
    expect(wholeTables).toEqual([]);
  });
});
