import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

/** A demo firm case presented to the demo provider and waiting for its answer. */
async function pendingPresentation(request: APIRequestContext) {
  const firm = await bearer(request, account('attorney-owner'));
  const provider = await bearer(request, account('health-provider-owner'));
  const cases = (await (await request.get('/api/cases?range=[0,99]', { headers: firm })).json()) as {
    id: string;
  }[];
  for (const c of cases) {
    const res = await request.get(`/api/cases/${c.id}/presentation`, { headers: provider });
    if (!res.ok()) continue;
    const body = (await res.json()) as {
      presentedStatus: string;
      folio: string;
      referralId: string;
      caseId: string;
    };
    if (body.presentedStatus === 'PENDING') return body;
  }
  throw new Error('no pending presentation for the demo provider');
}

test('the case list opened with presentCaseId shows the presented case on top, until dismissed', async ({
  page,
  request,
}) => {
  const presented = await pendingPresentation(request);
  await page.goto('/sign-in');
  await signInToPortal(page, account('health-provider-owner'));
  await expectSignedInToPortal(page);
  await page.goto(`/cases?presentCaseId=${presented.caseId}`);
  const banner = page.getByRole('region', {
    name: `Case ${presented.folio} presented by Hartwell & Associates Law`,
  });
  await expect(banner).toBeVisible();
  await expect(banner.getByText('Waiting for your answer')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Invite details' })).toHaveAttribute(
    'href',
    `/case-invites/${presented.referralId}`,
  );
  // The pending case is answered right there (SPEC.md 2.2).
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Reject' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page).not.toHaveURL(/presentCaseId/);

  await page.goto('/cases?presentCaseId=nope');
  await expect(
    page.getByText('This presented case is not available to your company any more.'),
  ).toBeVisible();
});
