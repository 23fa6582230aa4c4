/**
 * The import rules of eslint.config.js (issue 10) can fail: each forbidden import below is linted with the
 * repository's real configuration and must be reported, and an allowed neighbour must not be.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const FEATURES = 'portal/src/features';
// ignore: false so the gitignored scratch folder tmp/ (ignored by the config) can be linted for the cycle case.
const eslint = new ESLint({ cwd: root, ignore: false });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const importing = (specifier: string) => `import * as target from '${specifier}';\nexport { target };\n`;

/** One real source file under dir, relative to root (the tree is being reorganised: no fixed file names). */
function someSourceFile(dir: string, skip = (_name: string) => false): string {
  for (const name of readdirSync(join(root, dir)).sort()) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) {
      const found = someSourceFile(path, skip);
      if (found) return found;
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !skip(name)) return path;
  }
  return '';
}

/** A feature with a public index.ts and at least one other module. */
function someFeature(): { name: string; internal: string } {
  for (const name of readdirSync(join(root, FEATURES)).sort()) {
    const dir = `${FEATURES}/${name}`;
    if (!statSync(join(root, dir)).isDirectory() || !readdirSync(join(root, dir)).includes('index.ts'))
      continue;
    const internal = someSourceFile(dir, (file) => file.startsWith('index.'));
    if (internal) return { name, internal: internal.slice(dir.length + 1) };
  }
  throw new Error(`no feature with an index.ts under ${FEATURES}`);
}

describe('import rules', { timeout: 120_000 }, () => {
  it('forbids an app to import the fake API, by path or by package name', async () => {
    const bad = 'portal/src/features/x/Bad.ts';
    expect(await lint(bad, importing('../../../../fake-api/src/index.ts'))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never import the fake API/),
    ]);
    expect(await lint('admin/src/Bad.ts', importing('@casebridge/fake-api'))).toHaveLength(1);
  });

  it('forbids an app to import the fixtures', async () => {
    expect(await lint('admin/src/Bad.ts', importing('@casebridge/fixtures'))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*never import the fake API or the fixtures/),
    ]);
  });

  it('lets an app import the domain', async () => {
    expect(await lint('admin/src/Fine.ts', importing('@casebridge/domain'))).toEqual([]);
  });

  it('forbids the domain to import an app or the fake API', async () => {
    const portalFile = someSourceFile('portal/src');
    expect(await lint('domain/src/Bad.ts', importing(`../../${portalFile}`))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*imports no app/),
    ]);
    expect(await lint('domain/src/Bad.ts', importing('@casebridge/fake-api'))).toHaveLength(1);
  });

  it('forbids the fake API to import an app', async () => {
    const adminFile = someSourceFile('admin/src');
    expect(await lint('fake-api/src/Bad.ts', importing(`../../${adminFile}`))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The fake API imports no app/),
    ]);
  });

  it("lets a feature import another feature's index.ts only, never its internal files", async () => {
    const { name, internal } = someFeature();
    const bad = 'portal/src/features/x/Bad.ts';
    expect(await lint(bad, importing(`../${name}/${internal}`))).toEqual([
      expect.stringMatching(
        new RegExp(`^import-x/no-restricted-paths: .*Import the ${name} feature through`),
      ),
    ]);
    expect(await lint(bad, importing(`../${name}/index.ts`))).toEqual([]);
    expect(await lint(`${FEATURES}/${name}/Fine.ts`, importing(`./${internal}`))).toEqual([]);
  });

  it('forbids shared/ to import a feature, even its index.ts', async () => {
    const { name } = someFeature();
    expect(await lint('portal/src/shared/Bad.ts', importing(`../features/${name}/index.ts`))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ is below the features/),
    ]);
  });

  describe('cycles', () => {
    // A cycle needs files on disk: the rule follows imports into the files they name.
    const dir = join(root, 'tmp', `lint-probe-${process.pid}-${Date.now()}`);
    const file = (name: string) => join(dir, name);
    beforeAll(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file('a.ts'), "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n");
      writeFileSync(file('b.ts'), "import { a } from './a.ts';\nexport const b = (): number => a() - 1;\n");
      writeFileSync(file('c.ts'), "import { d } from './d.ts';\nexport const c = (): number => d() + 1;\n");
      writeFileSync(file('d.ts'), 'export const d = (): number => 1;\n');
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reports a two-file cycle', async () => {
      const [result] = await eslint.lintFiles([relative(root, file('a.ts'))]);
      expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    });

    it('does not report a one-way import', async () => {
      const [result] = await eslint.lintFiles([relative(root, file('c.ts'))]);
      expect(result?.messages).toEqual([]);
    });
  });
});
