import { formatLongDate, isCaseOpen } from '@casebridge/domain';
import type { CaseStatus } from '@casebridge/domain';
import { expect, test } from '../support/fixtures.ts';
import { account } from '../support/accounts.ts';
import type { DemoAccount } from '../support/accounts.ts';
import { bearer } from '../support/api.ts';
import { expectSignedInToPortal, signInToPortal } from '../support/signIn.ts';

/**
 * Issue 16, treatment adherence: the demo provider books an appointment on a case of the demo firm for three
 * days ago and never concludes it; once the sweep runs (staff move the development clock an hour, which runs it
 * in the same request), the case's responsible attorney is alerted (APPOINTMENT / ALERT_1) and the case page's
 * Treatment notice lists the missed appointment.
 */
const FIRM_ACCOUNTS: DemoAccount[] = ['attorney-owner', 'attorney-admin', 'attorney-member'].map((role) =>
  account(role),
);

interface ProviderCase {
  id: string;
  folio: string;
  status: CaseStatus;
  attorneyUserId: string;
  mergedIntoCaseId: string | null;
}

interface Notice {
  section: string;
  action: string;
  extra: string | null;
  description: string;
}

test('a missed appointment alerts the case’s attorney, who sees it on the case', async ({
  page,
  request,
}) => {
  const provider = await bearer(request, account('health-provider-owner'));
  const me = (await (await request.get('/api/account', { headers: provider })).json()) as {
    user: { companyId: string };
  };
  const firmUsers = await Promise.all(
    FIRM_ACCOUNTS.map(async (who) => {
      const headers = await bearer(request, who);
      const { user } = (await (await request.get('/api/account', { headers })).json()) as {
        user: { id: string };
      };
      return { who, id: user.id };
    }),
  );
  const cases = (await (
    await request.get('/api/cases?range=[0,199]', { headers: provider })
  ).json()) as ProviderCase[];
  let legalCase: ProviderCase | undefined;
  let attorney: (typeof firmUsers)[number] | undefined;
  for (const c of cases) {
    if (c.mergedIntoCaseId || !isCaseOpen(c.status)) continue;
    attorney = firmUsers.find((u) => u.id === c.attorneyUserId);
    if (attorney) {
      legalCase = c;
      break;
    }
  }
  if (!legalCase || !attorney) throw new Error('no open case of the demo firm that the demo provider treats');

  const [professional] = (await (
    await request.get(`/api/companies/${me.user.companyId}/professionals`, { headers: provider })
  ).json()) as { id: string }[];
  const start = new Date(Date.now() - 3 * 86_400_000);
  start.setUTCHours(7, 0, 0, 0);
  const booked = await request.post('/api/appointments', {
    headers: provider,
    data: {
      licenseId: professional!.id,
      caseId: legalCase.id,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      notes: 'Follow-up (e2e, never concluded)',
    },
  });
  expect(booked.status()).toBe(201);
  const appointment = (await booked.json()) as { id: string; endDate: string };

  const staff = await bearer(request, account('super-user'));
  expect((await request.post('/api/dev/clock', { headers: staff, data: { hours: 1 } })).status()).toBe(200);

  // Access tokens age with the clock: sign the attorney in again. The same sweep may alert other gaps too: look through the attorney's newest notifications.
  const attorneyHeaders = await bearer(request, attorney.who);
  let alert: Notice | undefined;
  for (let pageNo = 0; pageNo < 10 && !alert; pageNo += 1) {
    const { content } = (await (
      await request.get(`/api/notifications?page=${pageNo}`, { headers: attorneyHeaders })
    ).json()) as { content: Notice[] };
    if (content.length === 0) break;
    alert = content.find(
      (n) =>
        n.section === 'APPOINTMENT' &&
        n.action === 'ALERT_1' &&
        n.extra === `${legalCase.id}:${appointment.id}`,
    );
  }
  expect(alert?.description).toContain(`missed the appointment of ${formatLongDate(appointment.endDate)}`);

  await signInToPortal(page, attorney.who);
  await expectSignedInToPortal(page);
  await page.goto(`/cases/${legalCase.id}`);
  const notice = page.getByRole('region', { name: 'Treatment' });
  await expect(notice).toContainText(/missed appointments?:/);
  await expect(
    notice.getByRole('listitem').filter({ hasText: formatLongDate(start.toISOString()) }),
  ).not.toHaveCount(0);
});
