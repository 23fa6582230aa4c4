import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{domain,fixtures,fake-api}/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['domain/src/client/**', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'unit-ui',
          include: [
            '{admin,portal,domain}/src/**/*.test.tsx',
            '{admin,portal}/src/**/*.test.ts',
            'domain/src/client/**/*.test.ts',
          ],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['fake-api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
