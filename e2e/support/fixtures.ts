import { appendFile } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';
import { A11ySession } from './a11y/a11ySession.ts';
import { installContextWatch, setSession } from './a11y/checkpoints.ts';

/**
 * The browser tests' `test`: every route a test visits, in any page of any context, is audited with axe (once per run)
 * (WCAG 2.1 A and AA) and its title read; the test fails at its end on a serious or critical violation or on a
 * title that names only the product, listing route, rule and elements. The full findings (minor and moderate
 * too) are attached to the test as axe-findings.json.
 */
export const test = base.extend<{ a11y: A11ySession }>({
  // Each worker has its own server (playwright.config.ts): the configured port plus the worker's parallel index.
  baseURL: async ({ baseURL }, use, testInfo) => {
    const url = new URL(baseURL ?? 'http://127.0.0.1:3210');
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },
  a11y: [
    async ({ browser, context }, use, testInfo) => {
      const session = new A11ySession();
      installContextWatch(browser);
      session.watchContext(context);
      setSession(session);
      try {
        await use(session);
        // The screens still open at the end are audited too, unless the test failed already (its own error
        // says what is wrong; an audit of a half-done screen would only add noise).
        if (testInfo.status === testInfo.expectedStatus) await session.checkpointAll();
      } finally {
        setSession(null);
      }
      const results = [...session.results.values()];
      await testInfo.attach('axe-findings.json', {
        body: JSON.stringify({ results, unaudited: session.unaudited() }, null, 2),
        contentType: 'application/json',
      });
      testInfo.annotations.push({ type: 'a11y audited', description: results.map((r) => r.route).join(' ') });
      // E2E_A11Y_LOG=<file> appends every test's findings there as JSON lines (for triage across a run).
      if (process.env.E2E_A11Y_LOG)
        await appendFile(
          process.env.E2E_A11Y_LOG,
          `${JSON.stringify({ test: testInfo.titlePath.join(' › '), results, unaudited: session.unaudited() })}\n`,
        );
      const failures = session.failures();
      if (failures.length > 0 && testInfo.status === testInfo.expectedStatus)
        throw new Error(`Accessibility: ${failures.length} problem(s)\n${failures.join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect };
