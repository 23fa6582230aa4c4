/**
 * The contract of the external dashboard's call (dashboardMethods: getCompanyDashboard) run against the fake
 * API's core in process: the attorney firm's and the provider's answers reach the route and match the
 * domain's schema. Typed so that every dashboard method has its case.
 */
import { afterEach, describe, vi } from 'vitest';
import type { DashboardMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';

const CASES: Record<keyof DashboardMethods, ContractCase> = {
  getCompanyDashboard: {
    as: 'attorney-owner',
    run: ({ client }) => client.dataProvider.getCompanyDashboard(),
  },
};

const PROVIDER: Record<keyof DashboardMethods, ContractCase> = {
  getCompanyDashboard: {
    as: 'health-provider-owner',
    run: ({ client }) => client.dataProvider.getCompanyDashboard(),
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard call of an attorney firm against the core', () => contractTests(CASES));
describe('the dashboard call of a provider against the core', () => contractTests(PROVIDER));
