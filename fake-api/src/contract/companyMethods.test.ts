/**
 * The contract of My Company's calls (companyMethods) run against the fake API's core in process. Typed so
 * that every method has its case.
 */
import { afterEach, describe, vi } from 'vitest';
import type { CompanyMethods } from '@casebridge/domain/client';
import { contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

const firm = (world: ContractWorld) => world.companyIdOf('attorney-owner');
const firstLicense = (world: ContractWorld) =>
  world.store.collection('licenses').findBy('companyId', firm(world))[0]!;
const addresses = (world: ContractWorld) =>
  world.store.collection('addresses').findBy('companyId', firm(world));

const CASES: Record<keyof CompanyMethods, ContractCase> = {
  priceSubscriptionChanges: {
    as: 'attorney-owner',
    run: (world) => {
      const sub = world.store.collection('subscriptions').findOne('companyId', firm(world))!;
      return world.client.dataProvider.priceSubscriptionChanges(sub.id, { newAditionalAddresses: 1 });
    },
  },
  deleteAddresses: {
    as: 'attorney-owner',
    run: (world) => {
      const location = world.store.collection('companies').get(firm(world))!.location?.id;
      const other = addresses(world).find((a) => a.id !== location)!;
      return world.client.dataProvider.deleteAddresses([other.id]);
    },
  },
  getAddressesOfLicenses: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getAddressesOfLicenses([firstLicense(world).id]),
  },
  getLicenseAddresses: {
    as: 'attorney-member',
    run: (world) => world.client.dataProvider.getLicenseAddresses(firstLicense(world).id),
  },
  getCompanyLicenseAddresses: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getCompanyLicenseAddresses(firm(world), firstLicense(world).id),
  },
  setCompanyLicenseAddresses: {
    as: 'attorney-owner',
    run: (world) =>
      world.client.dataProvider.setCompanyLicenseAddresses(firm(world), firstLicense(world).id, [
        addresses(world)[0]!.id,
      ]),
  },
  getCompanyMembersDetails: {
    as: 'attorney-member',
    run: (world) => world.client.dataProvider.getCompanyMembersDetails(firm(world)),
  },
  getCompanySupports: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getCompanySupports(firm(world)),
  },
  getCompanyLicenses: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.getCompanyLicenses(firm(world)),
  },
  addCompanyLicense: {
    as: 'attorney-owner',
    run: (world) =>
      world.client.dataProvider.addCompanyLicense(firm(world), {
        name: 'Ada',
        lastName: 'Stone',
        specialtyId: world.store.collection('licenses').findBy('companyId', firm(world))[0]!.specialtyId!,
        licenseNumber: 'IL1234567',
      }),
  },
  switchCompanyLicense: {
    as: 'attorney-owner',
    run: (world) => {
      const notOwners = world.store
        .collection('licenses')
        .findBy('companyId', firm(world))
        .filter((l) => l.premium && l.userId !== world.userOf('attorney-owner').id);
      return world.client.dataProvider.switchCompanyLicense(notOwners[0]!.id, false);
    },
  },
  getCompanyFacilities: {
    as: 'facility-owner',
    run: (world) => world.client.dataProvider.getCompanyFacilities(world.companyIdOf('facility-owner')),
  },
  inviteCompanyMember: {
    as: 'attorney-owner',
    run: (world) =>
      world.client.dataProvider.inviteCompanyMember(firm(world), {
        email: 'new.member@hartwell-law.test',
        name: 'Nora',
        lastName: 'Quinn',
        userType: 'ATTORNEY',
        permission: 'MEMBER',
      }),
  },
  setCompanyMemberPermission: {
    as: 'attorney-owner',
    run: (world) =>
      world.client.dataProvider.setCompanyMemberPermission(
        firm(world),
        world.userOf('attorney-member').id,
        'ADMIN',
      ),
  },
  disableCompanyMember: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.disableCompanyMember(firm(world), world.userOf('support').id),
  },
  deleteCompany: {
    as: 'owner-incomplete',
    run: (world) => {
      const id = world.companyIdOf('owner-incomplete');
      const name = world.store.collection('companies').get(id)!.name;
      return world.client.dataProvider.deleteCompany(id, name);
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe("My Company's calls against the core", () => contractTests(CASES));
