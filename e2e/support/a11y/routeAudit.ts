import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import type { ViewportLayout } from '../layout/layoutAudit.ts';

/** The WCAG 2.1 A and AA rules (axe's tags); best practices are not part of the gate. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What fails a test; minor and moderate findings are kept in the attached report only. */
export const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Longest wait for a route to settle (document loaded, network quiet, no progress bar, no finite animation). */
const SETTLE_MS = 5_000;

export interface Violation {
  route: string;
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

export interface RouteResult {
  route: string;
  title: string;
  violations: Violation[];
  /** The route did not settle within SETTLE_MS: it was audited as it was. */
  unsettled: boolean;
  /** How long settling and the audit took. */
  ms: number;
  /** An earlier test of the run audited this route: its result is reused. */
  reused?: boolean;
  /** The layout audit at each of its window sizes (absent when the page left the route during it). */
  layout?: ViewportLayout[];
}

/**
 * The route a URL shows: its path, for the two apps served by the test server. Non-HTML addresses (about:blank,
 * the API's JSON, Chromium's error pages) are no route.
 */
export function routeOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!parsed.protocol.startsWith('http') || parsed.pathname.startsWith('/api/')) return null;
  return parsed.pathname.replace(/(.)\/$/, '$1');
}

/** A title that names nothing but the product ('CaseBridge', 'CaseBridge Console') does not name the page. */
export function namesThePage(title: string): boolean {
  return title.replace(/casebridge|console|portal|admin|[\s|·•:–—-]+/gi, '') !== '';
}

/** True when the page looks settled: loaded, no visible progress indicator, no finite animation running. */
function isQuiet(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    if (document.readyState !== 'complete') return false;
    const visible = (el: Element) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]');
    if (Array.from(document.querySelectorAll('[role="progressbar"]')).some(visible)) return false;
    return !document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
  });
}

/** Waits for the route to settle; `left` when the page left the route meanwhile (nothing to audit then). */
export async function settle(
  page: Page,
  route: string,
  networkQuiet: () => boolean,
): Promise<{ left: boolean; unsettled: boolean }> {
  const deadline = Date.now() + SETTLE_MS;
  let quietPolls = 0;
  while (Date.now() < deadline) {
    if (page.isClosed() || routeOf(page.url()) !== route) return { left: true, unsettled: false };
    // A lazy screen's chunk or its data still on the way would leave axe a half-drawn page.
    const quiet = networkQuiet() ? await isQuiet(page).catch(() => null) : false;
    if (quiet === null) return { left: true, unsettled: false }; // the document went away mid-check
    quietPolls = quiet ? quietPolls + 1 : 0;
    if (quietPolls >= 2) return { left: false, unsettled: false };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { left: false, unsettled: true };
}

/** The document title, given a moment to change when it still names only the product. */
async function titleOf(page: Page): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const title = await page.title();
    if (namesThePage(title) || attempt >= 10) return title;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * axe for one run. Legacy mode runs axe.run() in the page itself: the default mode opens a new blank page per
 * run to merge frame results, which costs more than the audit, and the apps have no cross-origin frames (the
 * only case it exists for). axe-core's 500 KB source is put in a document once, here, and stays there for the
 * later routes of the same single-page app: AxeBuilder gets a no-op source (its axeSource option) instead of
 * injecting it again (twice per run in legacy mode).
 */
async function axeBuilder(page: Page): Promise<AxeBuilder> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) await page.evaluate(axe.source);
  return new AxeBuilder({ page, axeSource: ';' })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
}

async function violationsOf(page: Page, route: string): Promise<Violation[]> {
  const results = await (await axeBuilder(page)).analyze();
  return results.violations.map((v) => ({
    route,
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    helpUrl: v.helpUrl,
    targets: v.nodes.map((n) => n.target.map(String).join(' >> ')),
  }));
}

/** The same finding on the same elements: a rule and the elements it flagged (not their order). */
function violationKey(v: Violation): string {
  return `${v.id} ${[...v.targets].sort().join(' | ')}`;
}

/**
 * Audits the route the page shows: waits for it to settle, reads its title and runs axe with the WCAG 2.1 A/AA
 * rules. Null when the page left the route before or during the audit (its result would describe another
 * screen).
 */
export async function auditRoute(
  page: Page,
  route: string,
  networkQuiet: () => boolean,
): Promise<RouteResult | null> {
  const started = Date.now();
  const { left, unsettled } = await settle(page, route, networkQuiet);
  if (left) return null;
  try {
    let violations = await violationsOf(page, route);
    if (violations.some((v) => FAILING_IMPACTS.has(v.impact))) {
      // A screen caught between two states (a fade, a list being replaced on a slow machine) can show a
      // contrast or name problem for a moment: a failing finding counts only if a second run, once the page
      // settled again, finds it on the same element.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if ((await settle(page, route, networkQuiet)).left) return null;
      const again = new Set((await violationsOf(page, route)).map(violationKey));
      violations = violations.filter((v) => again.has(violationKey(v)));
    }
    const title = await titleOf(page);
    if (page.isClosed() || routeOf(page.url()) !== route) return null;
    return { route, title, violations, unsettled, ms: Date.now() - started };
  } catch (error) {
    // A navigation during the run destroys the document axe was reading: that route is left, not failed.
    if (page.isClosed() || routeOf(page.url()) !== route) return null;
    throw error;
  }
}
