import { defineConfig } from 'vitest/config';

const UI_TESTS = [
  '{admin,portal,domain}/src/**/*.test.tsx',
  '{admin,portal}/src/**/*.test.ts',
  'domain/src/client/**/*.test.ts',
];
/** UI tests that mock modules or globals (vi.mock, vi.stubGlobal): they run isolated. */
const MOCKING_UI_TESTS = [
  'admin/src/layout/AppBar.test.tsx',
  'portal/src/shared/ScreenLoader.test.tsx',
  'portal/src/shared/address/AddressSelector.test.tsx',
  'portal/src/features/activation/ActivationForm.test.tsx',
  'portal/src/features/activation/CompleteYourAccountPanel.test.tsx',
  'portal/src/features/notifications/NotificationPanel.test.tsx',
  'portal/src/features/account/UserPictureInput.test.tsx',
  'domain/src/client/httpClient.test.ts',
  'domain/src/client/upload.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on CI's two cores, with the main
    // process mostly idle. Two workers keep both cores busy (about a third off the unit and API runs).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{domain,fixtures,fake-api}/src/**/*.test.ts',
            'fake-api/bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            // The browser tests' pure helpers (the layout audit's rules).
            'e2e/support/**/*.test.ts',
          ],
          exclude: ['domain/src/client/**', '**/node_modules/**'],
          environment: 'node',
          // Pure modules (no module mocks): one module graph per worker rather than per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-ui',
          include: UI_TESTS,
          exclude: [...MOCKING_UI_TESTS, '**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ui.ts'],
          // One module graph per worker, not per file: React, MUI and react-admin are imported once instead
          // of 76 times (about half the run). Each test cleans up after itself (rendered trees, session).
          isolate: false,
        },
      },
      {
        test: {
          // The files that replace modules (vi.mock) or globals need their own module graph.
          name: 'unit-ui-mocking',
          include: MOCKING_UI_TESTS,
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ui.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['fake-api/test/**/*.test.ts'],
          environment: 'node',
          // No module mocks: one module graph per worker (each file starts its own servers and data).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
