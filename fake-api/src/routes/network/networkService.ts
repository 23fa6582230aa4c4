/**
 * My Network (issue 12; SPEC.md 2.1 /my-network): the companies the caller's company has worked with — case
 * collaborations (a firm's cases and their collaborators; a provider's cases and their firms), accepted case
 * invites either way, and intros sent and received — each with how it relates and when last; plus the
 * company's associates (GET /users/my-associates-users) and the user-details calls.
 */
import type {
  Associate,
  Company,
  NetworkContact,
  NetworkRelation,
  UserDetails,
  UserRecord,
} from '@casebridge/domain';
import { searchWords } from '@casebridge/domain';
import type { Principal, Services } from '../../core/types.ts';
import { companyIntros } from './introService.ts';

interface Link {
  relations: Set<NetworkRelation>;
  lastAt: string | null;
}

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The companies the caller's company relates to, by id. */
function links(services: Services, caller: Principal): Map<string, Link> {
  const own = caller.companyId!;
  const found = new Map<string, Link>();
  const add = (companyId: string | null | undefined, relation: NetworkRelation, at: string | null) => {
    if (!companyId || companyId === own) return;
    const link = found.get(companyId) ?? { relations: new Set<NetworkRelation>(), lastAt: null };
    link.relations.add(relation);
    link.lastAt = later(link.lastAt, at);
    found.set(companyId, link);
  };
  const cases = services.store.collection('cases');
  const referrals = services.store.collection('referrals');
  if (caller.companyType === 'ATTORNEY') {
    for (const c of cases.findBy('attorneyCompanyId', own))
      for (const id of c.collaboratorCompanyIds) add(id, 'CASE', c.updatedAt);
    for (const r of referrals.findBy('fromCompanyId', own))
      if (r.status === 'ACCEPTED') add(r.toCompanyId, 'INVITE', r.createdAt);
  } else {
    const { data } = cases.list({ filter: { collaboratorCompanyIds: own } });
    for (const c of data) add(c.attorneyCompanyId, 'CASE', c.updatedAt);
    for (const r of referrals.findBy('toCompanyId', own))
      if (r.status === 'ACCEPTED') add(r.fromCompanyId, 'INVITE', r.createdAt);
  }
  for (const intro of companyIntros(services, caller)) {
    if (intro.senderCompanyId === own) add(intro.receiver, 'INTRO_SENT', intro.createdAt);
    else add(intro.senderCompanyId, 'INTRO_RECEIVED', intro.createdAt);
  }
  return found;
}

function matches(company: Company, q: string): boolean {
  if (!q) return true;
  const text = [company.name, company.keywords, company.location?.city, company.location?.state]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return searchWords(q).every((word) => text.includes(word));
}

/** The caller's company's network, by name; `q` keeps those whose name, keywords, city or state match. */
export function myNetwork(services: Services, caller: Principal, q = ''): NetworkContact[] {
  const found = links(services, caller);
  const companies = services.store.collection('companies').getMany([...found.keys()]);
  const addresses = services.store.collection('addresses');
  return companies
    .filter((c) => c.status === 'VALIDATED' && c.type !== 'FACTORING_COMPANY' && matches(c, q.trim()))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((company) => {
      const link = found.get(company.id)!;
      return {
        id: company.id,
        name: company.name,
        type: company.type,
        city: company.location?.city ?? null,
        state: company.location?.state ?? null,
        keywords: company.keywords ?? '',
        userId: company.ownerId,
        addressId: addresses.findBy('companyId', company.id)[0]?.id ?? null,
        relations: [...link.relations],
        lastAt: link.lastAt,
      };
    });
}

export const associateOf = (user: UserRecord): Associate => ({
  id: user.id,
  name: user.name,
  lastName: user.lastName,
  email: user.email,
  userType: user.userType,
  permission: user.permission,
});

/** The other active users of the caller's company, by last name. */
export function myAssociates(services: Services, caller: Principal): Associate[] {
  return services.store
    .collection('users')
    .findBy('companyId', caller.companyId)
    .filter((u) => u.id !== caller.userId && u.status === 'ACTIVE')
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.name.localeCompare(b.name))
    .map(associateOf);
}

export function userDetails(services: Services, caller: Principal): UserDetails {
  const user = services.store.collection('users').get(caller.userId)!;
  const company = user.companyId ? services.store.collection('companies').get(user.companyId) : undefined;
  return { ...associateOf(user), companyId: user.companyId, companyName: company?.name ?? null };
}

/**
 * Whether an e-mail (`value`) is taken by a user other than `userId` (the form checking a change of e-mail
 * asks before saving).
 */
export function userDetailExists(services: Services, value: string, userId: string | undefined): boolean {
  const user = services.store.collection('users').findOne('email', value.trim().toLowerCase());
  return Boolean(user && user.id !== userId);
}

/**
 * The names of the users the caller may know: its own company's users, the users of the companies in its
 * network, and the senders of intros to it. Other ids are left out (no 404, so a list stays whole).
 */
export function userNames(services: Services, caller: Principal, ids: readonly string[]) {
  const known = new Set([caller.companyId, ...links(services, caller).keys()]);
  return services.store
    .collection('users')
    .getMany(ids)
    .filter((u) => u.companyId !== null && known.has(u.companyId))
    .map((u) => ({ id: u.id, name: `${u.name} ${u.lastName}`.trim() }));
}
