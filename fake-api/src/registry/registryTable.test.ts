/** The registry table, kept by triggers, against the full join computed from the collections after random writes. */
import { describe, expect, it } from 'vitest';
import type { Company, Subscription } from '@casebridge/domain';
import { generateDatabase } from '@casebridge/fixtures';
import type { Services } from '../core/types.ts';
import { createMemoryStore } from '../store/index.ts';
import { registryEntries, registryRows } from './entries.ts';
import { seededRandom } from '../testing/seededRandom.ts';

describe('the registry table', () => {
  it('holds the full join of companies, subscriptions and users after random writes', () => {
    const db = generateDatabase();
    const store = createMemoryStore(db);
    const services = { store } as unknown as Services;
    const next = seededRandom(5);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const stamp = () => `2026-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-15T10:00:00.000Z`;
    const check = () =>
      expect(registryRows(services).list({}).data).toEqual(
        registryEntries(services).map((entry) => ({
          ...entry,
          salesRepresentativeId: entry.salesRepresentativeId ?? null,
        })),
      );
    check();
    let companies: Company[] = [];
    let users: { id: string }[] = [];
    let subscriptions: Subscription[] = [];
    for (let i = 0; i < 300; i++) {
      if (i % 25 === 0) {
        companies = [...store.collection('companies').all()];
        users = [...store.collection('users').all()];
        subscriptions = [...store.collection('subscriptions').all()];
      }
      const company = pick(companies);
      if (!store.collection('companies').get(company.id)) continue;
      switch (Math.floor(next() * 9)) {
        case 0:
          store.update('companies', company.id, { name: `Renamed ${i}`, updatedAt: stamp() });
          break;
        case 1:
          store.update('companies', company.id, {
            salesRepresentativeId: next() < 0.3 ? null : pick(users).id,
            status: pick(['VALIDATED', 'PENDING_REVIEW', 'REJECTED'] as const),
          });
          break;
        case 2:
          store.update(
            'subscriptions',
            pick([
              ...store.collection('subscriptions').findBy('companyId', company.id),
              ...subscriptions.slice(0, 1),
            ]).id,
            {
              lastUpdate: stamp(),
              trialing: next() < 0.5,
              paymentError: next() < 0.5,
            } as Partial<Subscription>,
          );
          break;
        case 3:
          store.update('users', pick(users).id, { lastLoginAt: stamp(), name: `N${i}` });
          break;
        case 4: {
          const gone = pick(subscriptions).id;
          if (store.collection('subscriptions').get(gone)) store.remove('subscriptions', gone);
          break;
        }
        case 5:
          store.insert('subscriptions', {
            ...pick(subscriptions),
            id: `new-sub-${i}`,
            companyId: company.id,
          });
          break;
        case 6: {
          const { id: _id, ...rest } = company;
          store.insert('companies', { ...rest, name: `New ${i}` } as Omit<Company, 'id'>);
          break;
        }
        case 7:
          store.remove('companies', company.id);
          break;
        default:
          store.update('users', pick(users).id, { companyId: company.id });
      }
      if (i % 50 === 0) check();
    }
    check();
    const page = registryRows(services).list({
      filter: { status: 'VALIDATED' },
      sort: { field: 'lastUpdate', order: 'DESC' },
      range: [0, 9],
    });
    const all = registryEntries(services).filter((entry) => entry.status === 'VALIDATED');
    expect(page.total).toBe(all.length);
    expect(page.data.map((row) => row.lastUpdate)).toEqual(
      all
        .map((row) => row.lastUpdate)
        .sort()
        .reverse()
        .slice(0, 10),
    );
  }, 30_000);
});
