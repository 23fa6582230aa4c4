/**
 * Random writes over the collections the derived tables (registry, directory) are built from, for store tests:
 * renames, a company's status, sales representative and state, subscriptions changed, added and removed, users
 * signing in and moving company, addresses moving, companies added and removed.
 */
import type { Address, Company, Subscription, User } from '@casebridge/domain';
import type { Store } from '../store/types.ts';
import { seededRandom } from './seededRandom.ts';

/** The records written pick from are read again every this many writes (reading them all each time is slow). */
const REFRESH_EVERY = 25;

/** Answers a function making the `i`th write (the same seed makes the same writes). */
export function randomWriter(store: Store, seed: number): (i: number) => void {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const stamp = () => `2026-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-15T10:00:00.000Z`;
  let companies: Company[] = [];
  let users: User[] = [];
  let subscriptions: Subscription[] = [];
  let addresses: Address[] = [];
  return (i) => {
    if (i % REFRESH_EVERY === 0) {
      companies = [...store.collection('companies').all()];
      users = [...store.collection('users').all()];
      subscriptions = [...store.collection('subscriptions').all()];
      addresses = [...store.collection('addresses').all()];
    }
    const company = pick(companies);
    if (!store.collection('companies').get(company.id)) return;
    switch (Math.floor(next() * 10)) {
      case 0:
        store.update('companies', company.id, { name: `Renamed ${i}`, updatedAt: stamp() });
        break;
      case 1:
        store.update('companies', company.id, {
          salesRepresentativeId: next() < 0.3 ? null : pick(users).id,
          status: pick(['VALIDATED', 'PENDING_REVIEW', 'REJECTED'] as const),
          location: { ...company.location, state: pick(['TX', 'CA', 'NY']) },
        } as Partial<Company>);
        break;
      case 2: {
        const own = store.collection('subscriptions').findBy('companyId', company.id);
        store.update('subscriptions', pick([...own, ...subscriptions.slice(0, 1)]).id, {
          lastUpdate: stamp(),
          trialing: next() < 0.5,
          paymentError: next() < 0.5,
          billingType: pick(['MONTHLY', 'ANNUAL']),
        } as Partial<Subscription>);
        break;
      }
      case 3:
        store.update('users', pick(users).id, { lastLoginAt: stamp(), name: `N${i}`, lastName: `L${i}` });
        break;
      case 4: {
        const gone = pick(subscriptions).id;
        if (store.collection('subscriptions').get(gone)) store.remove('subscriptions', gone);
        break;
      }
      case 5:
        store.insert('subscriptions', { ...pick(subscriptions), id: `new-sub-${i}`, companyId: company.id });
        break;
      case 6: {
        const { id: _id, ...rest } = company;
        store.insert('companies', { ...rest, name: `New ${i}` } as Omit<Company, 'id'>);
        break;
      }
      case 7:
        store.remove('companies', company.id);
        break;
      case 8:
        store.update('users', pick(users).id, { companyId: company.id });
        break;
      default: {
        const address = pick(addresses);
        if (store.collection('addresses').get(address.id))
          store.update('addresses', address.id, {
            latitude: 30 + next() * 10,
            longitude: -100 + next() * 10,
          } as Partial<Address>);
      }
    }
  };
}
