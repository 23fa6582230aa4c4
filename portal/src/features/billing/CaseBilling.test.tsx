import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, testSession } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { BILLING_CASE, caseBilling, providerBilling } from './billingTestData.ts';
import { CaseBilling } from './CaseBilling.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const SECOND = {
  id: 'p2',
  name: 'Lakeview Imaging Center',
  type: 'FACILITY' as const,
  totals: { ...providerBilling().totals, billedCents: 3_000_000, paidCents: 0, balanceDueCents: 3_000_000 },
  reductionStatus: null,
};

describe('the case’s Billing tab', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists each provider with its totals, reduction status and billing link, and warns past the policy limit', async () => {
    session.set(testSession());
    const dataProvider = fakeDataProvider();
    const getCaseBilling = vi.fn(async () =>
      caseBilling({
        providers: [caseBilling().providers[0]!, SECOND],
        totals: {
          billedCents: 3_120_000,
          paidCents: 20_000,
          reductionCents: 0,
          balanceDueCents: 3_100_000,
          policyLimitCents: 2_500_000,
          billedOverLimitCents: 620_000,
          dueOverLimitCents: 600_000,
        },
      }),
    );
    Object.assign(dataProvider, { getCaseBilling });
    renderInAdmin(<CaseBilling legalCase={BILLING_CASE} />, dataProvider);
    const table = await screen.findByRole('table', { name: 'Billing by provider' });
    expect(getCaseBilling).toHaveBeenCalledWith('ca1');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const link = within(rows[1]!).getByRole('link', { name: 'Riverside Spine & Rehab' });
    expect(link.getAttribute('href')).toBe('/cases/ca1/billing/p1');
    expect(within(rows[1]!).getByText('Awaiting provider')).toBeTruthy();
    expect(within(rows[2]!).getByText('—')).toBeTruthy();
    expect(within(rows[3]!).getByText('All providers')).toBeTruthy();
    expect(within(rows[3]!).getByText('$31,200.00')).toBeTruthy();
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toContain('over the policy limit ($25,000.00) by $6,200.00');
    expect(warning.textContent).toContain('the balance due is still over it by $6,000.00');
  });

  it('a collaborating provider without bills yet reaches its own billing screen', async () => {
    session.set(
      testSession({
        userType: 'HEALTH_PROVIDER',
        companyType: 'HEALTH_PROVIDER',
        company: {
          id: 'p1',
          name: 'Riverside',
          type: 'HEALTH_PROVIDER',
          status: 'VALIDATED',
          subscriptionType: 'PRO',
        },
      }),
    );
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, {
      getCaseBilling: vi.fn(async () =>
        caseBilling({
          providers: [],
          totals: {
            ...caseBilling().totals,
            billedCents: 0,
            paidCents: 0,
            balanceDueCents: 0,
            policyLimitCents: null,
          },
        }),
      ),
    });
    renderInAdmin(<CaseBilling legalCase={{ ...BILLING_CASE, access: 'COLLABORATOR' }} />, dataProvider);
    expect(await screen.findByText('No provider has bills on this case yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your billing on this case' }).getAttribute('href')).toBe(
      '/cases/ca1/billing/p1',
    );
    expect(screen.getByText('No policy limit is on file for this case.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    session.set(testSession());
    const dataProvider = fakeDataProvider();
    const getCaseBilling = vi
      .fn()
      .mockRejectedValueOnce(new Error('Server down'))
      .mockResolvedValueOnce(caseBilling());
    Object.assign(dataProvider, { getCaseBilling });
    renderInAdmin(<CaseBilling legalCase={BILLING_CASE} />, dataProvider);
    expect(await screen.findByText('Server down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Billing by provider' })).toBeTruthy();
    expect(screen.getByText(/^Policy limit \$25,000\.00/)).toBeTruthy();
  });
});
