import type { BrowserContext, Page } from '@playwright/test';
import { auditLayout } from '../layout/layoutAudit.ts';
import { describe } from '../layout/layoutRules.ts';
import { installCheckpoints } from './checkpoints.ts';
import {
  auditRoute,
  FAILING_IMPACTS,
  namesThePage,
  routeOf,
  settle,
  type RouteResult,
} from './routeAudit.ts';
import { screenOf } from './screens.ts';

/**
 * Every route's audit checks its layout beside axe (support/layout/; issue 40's done-when).
 * E2E_LAYOUT_AUDIT=0 leaves it out, for a quick local run.
 */
const LAYOUT_AUDIT = process.env['E2E_LAYOUT_AUDIT'] !== '0';

/**
 * The screens audited so far in this run (the browser tests run in one worker), by route with record ids as :id
 * (screens.ts): a screen is audited the first time a test shows it, and later tests that show it again, for
 * that record or another, reuse that result (the same findings fail them too). E2E_A11Y_EVERY_TEST=1 audits
 * every route again in every test.
 */
const auditedInRun = new Map<string, RouteResult>();
const reuseAudits = process.env.E2E_A11Y_EVERY_TEST !== '1';

/**
 * One test's accessibility audit. Every page of every context the test uses is watched: each main-frame
 * navigation (full load or SPA history change) records the route it lands on, and the route is audited (axe +
 * title; once per run, see auditedInRun) at the next checkpoint: before the test acts on the page (click, fill,
 * key, goto, close...), before its context closes, and at the end of the test. Auditing at checkpoints rather than in the
 * background keeps axe from reading a screen the test is changing.
 */
export class A11ySession {
  readonly visited = new Set<string>();
  readonly results = new Map<string, RouteResult>();
  private readonly pages = new Set<Page>();
  /** Requests each page has in flight (document, scripts, API calls). */
  private readonly inFlight = new Map<Page, number>();
  private readonly errors: string[] = [];
  private busy = false;

  watchContext(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  watchPage(page: Page): void {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    installCheckpoints(page);
    page.on('framenavigated', (frame) => {
      const route = frame === page.mainFrame() ? routeOf(frame.url()) : null;
      if (route) this.visited.add(route);
    });
    page.on('close', () => this.pages.delete(page));
    const count = (delta: number) =>
      this.inFlight.set(page, Math.max(0, (this.inFlight.get(page) ?? 0) + delta));
    page.on('request', () => count(1));
    page.on('requestfinished', () => count(-1));
    page.on('requestfailed', () => count(-1));
  }

  owns(page: Page): boolean {
    return this.pages.has(page);
  }

  /** Audits the route the page shows, unless this test already did. */
  async checkpoint(page: Page): Promise<void> {
    if (this.busy || page.isClosed() || !this.pages.has(page)) return;
    const route = routeOf(page.url());
    if (!route || this.results.has(route)) return;
    const earlier = reuseAudits ? auditedInRun.get(screenOf(route)) : undefined;
    this.busy = true;
    try {
      if (earlier) {
        // The route still settles before the test acts, as for an audit: tests were written against that
        // rhythm (a redirect finishing before the next step), and a reused result must not change it.
        const { left } = await settle(page, route, () => (this.inFlight.get(page) ?? 0) === 0);
        if (!left) this.results.set(route, { ...earlier, reused: true });
        return;
      }
      const quiet = () => (this.inFlight.get(page) ?? 0) === 0;
      const result = await auditRoute(page, route, quiet);
      if (result) {
        // Beside axe, the layout at a laptop's and a phone's window size (support/layout/).
        if (LAYOUT_AUDIT) {
          const layout = await auditLayout(page, async () => !(await settle(page, route, quiet)).left);
          if (layout) result.layout = layout;
        }
        this.results.set(route, result);
        auditedInRun.set(screenOf(route), result);
      }
    } catch (error) {
      // Kept for the end of the test rather than thrown into the test's own action.
      this.errors.push(
        `${route}: the audit failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.busy = false;
    }
  }

  async checkpointContext(context: BrowserContext): Promise<void> {
    for (const page of context.pages()) await this.checkpoint(page);
  }

  async checkpointAll(): Promise<void> {
    for (const page of [...this.pages]) await this.checkpoint(page);
  }

  /**
   * Why the test fails (serious or critical violations, titles that do not name the page, layout problems), or
   * an empty list.
   */
  failures(): string[] {
    const lines: string[] = [...this.errors];
    for (const { route, violations } of this.results.values())
      for (const v of violations.filter((v) => FAILING_IMPACTS.has(v.impact))) {
        const shown = v.targets.slice(0, 3).join(' | ');
        const more = v.targets.length > 3 ? ` (+${v.targets.length - 3} more)` : '';
        lines.push(`${route}: axe ${v.id} (${v.impact}) ${v.help}: ${shown}${more}`);
      }
    for (const { route, title } of this.results.values())
      if (!namesThePage(title)) lines.push(`${route}: the title "${title}" does not name the page`);
    for (const { route, layout } of this.results.values())
      for (const { viewport, problems } of layout ?? [])
        for (const problem of problems) lines.push(describe(route, viewport, problem));
    return lines;
  }

  /** Routes the test passed through without an audit (a redirect, or a screen left before it settled). */
  unaudited(): string[] {
    return [...this.visited].filter((route) => !this.results.has(route));
  }
}
