/**
 * The registry's joined rows (RegistryEntry): each company with its subscription, current sales representative
 * and last activity. Kept as a table by the database (registryTable.ts) and read a page at a time; registryEntry
 * computes one row from the collections, the reference the table is tested against.
 */
import type { Company, RegistryEntry, Subscription, User } from '@casebridge/domain';
import type { Services } from '../core/types.ts';
import type { Collection } from '../store/types.ts';
import { REGISTRY_SEARCH_FIELDS, REGISTRY_TABLE } from './registryTable.ts';

export { REGISTRY_SEARCH_FIELDS };

const fullName = (user: Pick<User, 'name' | 'lastName'>) => `${user.name} ${user.lastName}`.trim();
const later = (a: string, b: string | null | undefined) => (b && b > a ? b : a);

/**
 * The registry's rows (filter, `q`, sort, range as any list), through the registry table's indexes: `list`
 * for the rows, `listDocuments` for a page sent as stored.
 */
export function registryRows(services: Services): Collection<RegistryEntry> {
  return services.store.derived<RegistryEntry>(REGISTRY_TABLE);
}

export function registryEntry(services: Services, company: Company): RegistryEntry {
  const { store } = services;
  const subscription: Subscription | undefined = store
    .collection('subscriptions')
    .findOne('companyId', company.id);
  const rep = company.salesRepresentativeId
    ? store.collection('users').get(company.salesRepresentativeId)
    : undefined;
  const lastUpdate = later(company.updatedAt, subscription?.lastUpdate);
  let lastActivity = lastUpdate;
  for (const user of store.collection('users').findBy('companyId', company.id))
    lastActivity = later(lastActivity, user.lastLoginAt);
  return {
    id: subscription?.id ?? company.id,
    companyId: company.id,
    companyName: company.name,
    companyType: company.type,
    status: company.status,
    subscriptionType: company.subscriptionType,
    email: company.email,
    state: company.location?.state ?? null,
    city: company.location?.city ?? null,
    planType: subscription?.planType ?? null,
    billingType: subscription?.billingType ?? null,
    subscriptionStatus: subscription?.status ?? null,
    trialing: subscription?.trialing ?? false,
    trialEnd: subscription?.trialEnd ?? null,
    subscriptionPeriodEnd: subscription?.subscriptionPeriodEnd ?? null,
    paymentError: subscription?.paymentError ?? false,
    salesRepresentativeId: company.salesRepresentativeId,
    salesRepresentativeName: rep ? fullName(rep) : null,
    createdAt: company.createdAt,
    lastUpdate,
    lastActivity,
  };
}

/** Every registry row computed from the collections (the reference; a full join per call). */
export function registryEntries(services: Services): RegistryEntry[] {
  return [...services.store.collection('companies').all()].map((company) => registryEntry(services, company));
}
