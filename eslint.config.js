import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
// eslint-plugin-import-x's TypeScript preset, minus its legacy resolver entry (the resolver-next below replaces it).
const { 'import-x/resolver': _legacyResolver, ...importXTypeScriptSettings } =
  importX.flatConfigs.typescript.settings;
const FEATURES = 'portal/src/features';

/** The portal's feature folders, read at each lint run so a new feature is covered without editing this file. */
const featureNames = () =>
  fs.existsSync(path.join(root, FEATURES))
    ? fs
        .readdirSync(path.join(root, FEATURES), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * Import direction (issue 10). Zones name what a folder may not import; every path is resolved, so a relative
 * path and a package name (@casebridge/fake-api) that land in the same folder are both caught.
 */
const boundaryZones = [
  {
    target: ['./admin', './portal'],
    from: ['./fake-api', './fixtures'],
    message: 'The apps reach the back end over HTTP only: never import the fake API or the fixtures.',
  },
  {
    target: './admin',
    from: './portal',
    message: 'The console and the portal are separate apps: what both need lives in the domain.',
  },
  {
    target: './portal',
    from: './admin',
    message: 'The console and the portal are separate apps: what both need lives in the domain.',
  },
  {
    target: './domain',
    from: ['./admin', './portal', './fake-api', './fixtures', './e2e'],
    message: 'The domain is the shared core: it imports no app, nor the fake API or the fixtures.',
  },
  {
    target: './fake-api',
    from: ['./admin', './portal', './e2e'],
    message: 'The fake API imports no app.',
  },
  {
    target: './fixtures',
    from: ['./admin', './portal', './fake-api', './e2e'],
    message: 'The fixtures generate data from the domain only: they import no app and not the fake API.',
  },
  {
    target: './portal/src/shared',
    from: [`./${FEATURES}`],
    message: 'shared/ is below the features: it imports none of them.',
  },
  // A feature reaches another only through that feature's public index.ts (or through shared/).
  ...featureNames().map((name) => ({
    target: path.join(root, FEATURES, `!(${name})/**`),
    from: `./${FEATURES}/${name}`,
    except: ['./index.ts', './index.tsx'],
    message: `Import the ${name} feature through ${FEATURES}/${name}/index.ts (its public API), or move the shared part to portal/src/shared.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      'tmp/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['admin/**/*.{ts,tsx}', 'portal/**/*.{ts,tsx}', 'domain/src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every browser test runs through the accessibility fixture (axe and titles on every route it visits).
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '../support/fixtures.ts': it audits every route with axe.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript preset (which extensions it parses, with which parser), with the resolver below.
      ...importXTypeScriptSettings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: path.join(root, '*/tsconfig.json'),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // Type-only imports are not followed (they vanish at runtime); packages in node_modules are not walked.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
