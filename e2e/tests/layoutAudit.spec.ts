import { expect, test } from '../support/fixtures.ts';
import { auditLayout, probe, settleFrames } from '../support/layout/layoutAudit.ts';

// Issue 40: the layout audit (support/layout/) catches a deliberately broken page and spares intended
// truncation. The page is set as content (no route): the automatic audit leaves it alone, this test runs it.
const BROKEN = `<!doctype html><html lang="en"><head><title>Layout fixture</title><style>
  body { margin: 0; font: 14px sans-serif; }
  .row { display: flex; gap: 8px; width: 1000px; }
  .address { width: 70px; }
  .chip { display: inline-flex; max-width: 30px; }
  .chip span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .suite { white-space: nowrap; width: 60px; }
  .button { overflow: hidden; white-space: nowrap; width: 60px; }
  .short { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; width: 60px; }
  .narrow { width: 40px; overflow-wrap: anywhere; }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
</style></head><body><main class="row">
  <div class="address">1234 Evergreen Terrace Springfield Oregon</div>
  <div class="chip"><span class="status">CONFIRMED</span></div>
  <div class="suite">Suite 1200 Building B</div>
  <div class="button">New appointment</div>
  <div class="short marked" data-truncate>A deliberately truncated description</div>
  <div class="short titled" title="Another long text, titled">Another long text, titled</div>
  <div class="narrow">supercalifragilistic</div>
  <span class="sr-only">Only for screen readers, and longer than its box</span>
  <p>Two words</p>
</main></body></html>`;

const FITTING = `<!doctype html><html lang="en"><head><title>Fits</title></head><body><main>
  <p style="max-width: 300px">A paragraph that wraps onto a few lines, as text does, without any word alone.</p>
  <span style="display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; width: 80px" title="The full label, in its title">The full label, in its title</span>
</main></body></html>`;

test('the layout audit catches a broken page at both window sizes and spares intended truncation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.setContent(BROKEN);
  const results = await auditLayout(page, () => settleFrames(page));
  expect(results?.map((r) => r.viewport)).toEqual([
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]);
  const [laptop, phone] = results!;
  expect(laptop!.problems.map((p) => p.kind)).not.toContain('sideways-scroll');
  for (const { problems } of results!) {
    const found = problems.map((p) => `${p.kind} ${p.where}`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^word-per-line .*div\.address$/),
        expect.stringMatching(/^cut .*span\.status$/),
        expect.stringMatching(/^overflows-box .*div\.suite$/),
        expect.stringMatching(/^cut .*div\.button$/),
        expect.stringMatching(/^narrower-than-word .*div\.narrow$/),
      ]),
    );
    expect(found.join('\n')).not.toMatch(/marked|titled|sr-only|Two words/);
  }
  expect(phone!.problems[0]).toMatchObject({ kind: 'sideways-scroll', where: 'document' });
  expect(phone!.problems[0]!.detail).toContain('main.row to 1000 px');
  // The test's own window size comes back.
  expect(page.viewportSize()).toEqual({ width: 800, height: 600 });
});

test('a page that fits has no layout problem', async ({ page }) => {
  await page.setContent(FITTING);
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await settleFrames(page);
    expect(await probe(page)).toEqual([]);
  }
});
