/** Shared set-up of the billing API tests (issue 14): the demo firm, the demo provider and cases they share. */
import { isCaseBillingOpen, isCaseOpen } from '@casebridge/domain';
import type { LegalCase } from '@casebridge/domain';
import { bearer, signInRoles, startTestApi, userOfRole } from './server.ts';
import type { TestApi } from './server.ts';

export const BILLING_ROLES = [
  'attorney-owner',
  'attorney-member',
  'basic-attorney-owner',
  'health-provider-owner',
  'facility-owner',
  'claimant',
  'user',
];

export interface BillingWorld {
  api: TestApi;
  tokens: Record<string, Record<string, string>>;
  firmId: string;
  providerId: string;
  /** Open cases of the demo firm on which the demo provider works beside another provider. */
  shared: LegalCase[];
  /** A closed case of the firm the provider works on. */
  closed: LegalCase;
  /** Another provider of shared[0], with its Authorization header. */
  otherProvider: { id: string; auth: Record<string, string> };
}

export async function startBillingWorld(): Promise<BillingWorld> {
  const api = await startTestApi();
  const tokens: Record<string, Record<string, string>> = {};
  await signInRoles(api, BILLING_ROLES, tokens);
  const store = api.server.store;
  const firmId = userOfRole(api, 'attorney-owner').companyId!;
  const providerId = userOfRole(api, 'health-provider-owner').companyId!;
  const providerOf = (c: LegalCase) =>
    store
      .collection('companies')
      .getMany(c.collaboratorCompanyIds)
      .find(
        (p) =>
          p.id !== providerId &&
          (p.type === 'HEALTH_PROVIDER' || p.type === 'FACILITY') &&
          store
            .collection('users')
            .findBy('companyId', p.id)
            .some((u) => u.status === 'ACTIVE'),
      );
  const firmCases = store
    .collection('cases')
    .findBy('attorneyCompanyId', firmId)
    .filter((c) => c.collaboratorCompanyIds.includes(providerId));
  const shared = firmCases.filter((c) => isCaseOpen(c.status) && !c.mergedIntoCaseId && providerOf(c));
  const closed = firmCases.find((c) => !isCaseBillingOpen(c.status))!;
  const other = providerOf(shared[0]!)!;
  const otherUser = store
    .collection('users')
    .findBy('companyId', other.id)
    .find((u) => u.status === 'ACTIVE')!;
  const otherProvider = { id: other.id, auth: bearer(await api.tokenOfUser(otherUser.id)) };
  return { api, tokens, firmId, providerId, shared, closed, otherProvider };
}

export const fieldsOf = (res: { body: unknown }) => (res.body as { fields: Record<string, string> }).fields;
export const messageOf = (res: { body: unknown }) => (res.body as { message: string }).message;

export const billingPath = (caseId: string, providerId: string, rest = '') =>
  `/api/cases/${caseId}/billing/${providerId}${rest}`;

/** Notifications of `section` about this provider's billing on this case received by `userId`. */
export function billingNotices(
  api: TestApi,
  userId: string,
  section: string,
  caseId: string,
  providerId: string,
) {
  return api.server.store
    .collection('notifications')
    .findBy('userId', userId)
    .filter((n) => n.section === section && n.extra === `${caseId}:${providerId}`);
}

export function activities(api: TestApi, caseId: string, action: string) {
  return api.server.store
    .collection('caseActivities')
    .findBy('caseId', caseId)
    .filter((a) => a.action === action);
}

export const aBill = (patch: Record<string, unknown> = {}) => ({
  serviceDate: '2026-01-15',
  description: 'Lumbar MRI',
  procedureCode: '72148',
  amountCents: 250_000,
  paidByPayer: { PIP: 50_000 },
  ...patch,
});
