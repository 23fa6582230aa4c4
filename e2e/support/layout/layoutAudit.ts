import type { Page } from '@playwright/test';
import { probeLayout } from './layoutProbe.ts';
import { LAYOUT_VIEWPORTS, layoutProblems, type LayoutProblem } from './layoutRules.ts';

export interface ViewportLayout {
  viewport: { width: number; height: number };
  problems: LayoutProblem[];
}

/** Waits until the page looks settled again (false: it left the route meanwhile). */
export type Resettle = () => Promise<boolean>;

const key = (p: LayoutProblem) => `${p.kind} ${p.where}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's layout problems as it is now. */
export async function probe(page: Page): Promise<LayoutProblem[]> {
  return layoutProblems(await page.evaluate(probeLayout));
}

/**
 * The page's layout problems at one window size. A problem counts only when a second look, half a second
 * later, finds it again (as for axe: a screen caught mid-change, e.g. a list being replaced, is not a finding).
 */
async function problemsAt(
  page: Page,
  viewport: { width: number; height: number },
  resettle: Resettle,
): Promise<LayoutProblem[] | null> {
  const current = page.viewportSize();
  if (current?.width !== viewport.width || current.height !== viewport.height) {
    await page.setViewportSize(viewport);
    if (!(await resettle())) return null;
  }
  const first = await probe(page);
  if (first.length === 0) return first;
  await pause(500);
  if (!(await resettle())) return null;
  const again = new Set((await probe(page)).map(key));
  return first.filter((p) => again.has(key(p)));
}

/**
 * The layout audit of the route a page shows: at 1366×768 and at 390×844 (LAYOUT_VIEWPORTS), the page must
 * not scroll sideways and no text may be cut, spill out of its box or wrap a word per line. The test's own
 * window size is restored afterwards. Null when the page left the route during the audit.
 */
export async function auditLayout(page: Page, resettle: Resettle): Promise<ViewportLayout[] | null> {
  const original = page.viewportSize();
  const results: ViewportLayout[] = [];
  try {
    for (const viewport of LAYOUT_VIEWPORTS) {
      const problems = await problemsAt(page, viewport, resettle);
      if (!problems) return null;
      results.push({ viewport, problems });
    }
    return results;
  } finally {
    if (original && !page.isClosed()) {
      await page.setViewportSize(original);
      await resettle();
    }
  }
}

/** Waits for two animation frames and the page's animations to end: for pages that are no route (fixtures). */
export async function settleFrames(page: Page): Promise<boolean> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  return true;
}
