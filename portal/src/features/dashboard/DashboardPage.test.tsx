import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { COMPANY_DASHBOARD_MESSAGES } from '@casebridge/domain';
import type { CompanyDashboard } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  SESSIONS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';
import { attorneyDashboard, providerDashboard } from './dashboardTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const PROVIDER = () =>
  testSession({
    userType: 'HEALTH_PROVIDER',
    companyType: 'HEALTH_PROVIDER',
    subscriptionType: 'PRO',
    company: {
      id: 'p1',
      name: 'Riverside',
      type: 'HEALTH_PROVIDER',
      status: 'VALIDATED',
      subscriptionType: 'PRO',
    },
  });

function open(answer: () => Promise<CompanyDashboard>) {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, { getCompanyDashboard: vi.fn(answer) });
  return { dataProvider, ...renderPortal('/dashboard', { dataProvider }) };
}

describe('the dashboard', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows a firm its figures linking to the lists they count, by status and per month', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    open(async () => attorneyDashboard());
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const byStatus = await screen.findByRole('region', { name: 'Cases by status' });
    const intake = within(byStatus).getByRole('link', { name: /Intake/ });
    expect(intake.getAttribute('href')).toBe('/cases?status=INTAKE');
    expect(within(intake).getByText('1')).toBeTruthy();
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(
      within(attention)
        .getByRole('link', { name: /Near the statute/ })
        .getAttribute('href'),
    ).toBe('/cases?column=statuteOfLimitationsDate&sort=1');
    expect(within(attention).getByText('Bills over the policy limit')).toBeTruthy();
    const chart = screen.getByRole('table', { name: 'Cases opened per month' });
    expect(within(chart).getAllByRole('row')).toHaveLength(13);
    expect(document.title).toBe('Dashboard · CaseBridge');
  });

  it('shows a provider its invites, cases, appointments and balance', async () => {
    session.set(PROVIDER());
    open(async () => providerDashboard());
    const figures = await screen.findByRole('region', { name: 'Your work' });
    const invites = within(figures).getByRole('link', { name: /New case invites/ });
    expect(invites.getAttribute('href')).toBe('/case-invites');
    expect(within(figures).getByText('$12,345.00')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Case invites received per month' })).toBeTruthy();
  });

  it('says why it is refused, without Try again', async () => {
    // A Basic plan never reaches the page (the route needs the plan's dashboard): the server's refusal of an
    // account whose plan changed meanwhile is shown as it comes.
    session.set(SESSIONS.attorneyOwnerPremium());
    open(() =>
      Promise.reject(
        new HttpError(COMPANY_DASHBOARD_MESSAGES.upgrade, 403, {
          error: 'forbidden',
          message: COMPANY_DASHBOARD_MESSAGES.upgrade,
        }),
      ),
    );
    expect(await screen.findByText(COMPANY_DASHBOARD_MESSAGES.upgrade)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });

  it('offers Try again when the figures could not be loaded', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    let calls = 0;
    const { dataProvider } = open(() =>
      ++calls === 1 ? Promise.reject(new Error('Network down')) : Promise.resolve(attorneyDashboard()),
    );
    expect(await screen.findByRole('status')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('region', { name: 'Cases by status' })).toBeTruthy();
    expect(dataProvider.getCompanyDashboard).toHaveBeenCalledTimes(2);
  });
});
