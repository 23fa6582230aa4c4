import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

// Issue 40 item 24: with no tile server reachable, the directory's map still shows the US states (shipped with
// the app, us-atlas) and the results' markers on them.
test('with map tiles blocked, the directory map draws the states and the result markers', async ({
  page,
}) => {
  const tiles: string[] = [];
  await page.route(/tile\.openstreetmap\.org|\/\d+\/\d+\/\d+\.png/, (route) => {
    tiles.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await signInToPortal(page, account('attorney-owner'));
  await expectSignedInToPortal(page);
  await page.goto('/attorney/search/health-provider');
  await expect(page.getByRole('heading', { name: 'Find a health provider', level: 1 })).toBeVisible();

  const basemap = page.locator('.leaflet-basemap-pane');
  // Forty-nine and more: every state (and DC, the territories), one path each, under the tile pane.
  await expect.poll(() => basemap.locator('path').count()).toBeGreaterThanOrEqual(49);
  const z = await basemap.evaluate((pane) => Number(getComputedStyle(pane).zIndex));
  const tileZ = await page
    .locator('.leaflet-tile-pane')
    .evaluate((pane) => Number(getComputedStyle(pane).zIndex));
  expect(z).toBeLessThan(tileZ);
  await expect(page.locator('path.directory-marker').first()).toBeVisible();
  expect(await page.locator('path.directory-marker').count()).toBeGreaterThan(0);
  // The tiles were asked for, and refused: what shows is the basemap.
  expect(tiles.length).toBeGreaterThan(0);
});
