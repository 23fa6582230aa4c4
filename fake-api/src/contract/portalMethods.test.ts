/**
 * The contract of the portal front door's calls (frontDoorMethods: sign-up, verification, passwords, the
 * claimant profile, activation, the company form, plans and payment), run against the fake API's core in
 * process like the console calls. The table is typed so that every method has its case.
 */
import { afterEach, describe, vi } from 'vitest';
import {
  ATTORNEY_SPECIALTIES,
  HOW_YOU_HEAR_ABOUT_US,
  claimantProfileSchema,
  signUpSchema,
} from '@casebridge/domain';
import type { Company } from '@casebridge/domain';
import type { FrontDoorMethods } from '@casebridge/domain/client';
import { PNG, contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

const NEW_PASSWORD = 'Contract#2026';
const signUpValues = (email: string) =>
  signUpSchema.parse({
    companyType: 'ATTORNEY',
    name: 'Olivia',
    lastName: 'Stone',
    email,
    password: NEW_PASSWORD,
    howYouHearAboutUs: HOW_YOU_HEAR_ABOUT_US[0]!.id,
    companyName: 'Contract Law',
  });

/** Signs up a new attorney owner and verifies the e-mail through the client (the session is stored). */
async function newOwner({ client, mailedCode }: ContractWorld, email = 'contract.owner@firm.test') {
  const { company } = await client.dataProvider.signUp(signUpValues(email));
  await client.dataProvider.verifyAccount({ email, code: mailedCode(email) });
  return company;
}

const card = {
  email: 'billing@firm.test',
  cardNumber: '4242 4242 4242 4242',
  expiration: '12/39',
  securityCode: '123',
  zip: '78701',
  nameOnCard: 'Olivia Stone',
};

const editValues = (company: Company) => ({
  name: 'Hartwell & Associates',
  taxId: company.taxId ?? '',
  phoneNumber: '(312) 555-0199',
  website: company.website ?? '',
  mission: company.mission ?? '',
  location: company.location ?? undefined,
});

const CASES: Record<keyof FrontDoorMethods, ContractCase> = {
  signUp: { run: (world) => newOwner(world) },
  emailExists: {
    run: ({ client, userOf }) => client.dataProvider.emailExists(userOf('attorney-owner').email),
  },
  getAccountSummary: {
    run: ({ client, userOf }) => client.dataProvider.getAccountSummary(userOf('attorney-owner').id),
  },
  verifyAccount: { run: (world) => newOwner(world, 'verify.owner@firm.test') },
  sendVerificationCode: {
    run: async ({ client }) => {
      const email = 'unverified.owner@firm.test';
      const { user } = await client.dataProvider.signUp(signUpValues(email));
      await client.dataProvider.sendVerificationCode({ email });
      await client.dataProvider.sendVerificationCode({ accountId: user.id });
    },
  },
  requestPasswordReset: {
    run: ({ client, userOf }) => client.dataProvider.requestPasswordReset(userOf('attorney-member').email),
  },
  resendPasswordReset: {
    run: async ({ client, userOf }) => {
      const { email } = userOf('attorney-member');
      await client.dataProvider.requestPasswordReset(email);
      await client.dataProvider.resendPasswordReset(email);
    },
  },
  verifyPasswordReset: {
    run: async ({ client, userOf, mailedCode }) => {
      const { email } = userOf('attorney-member');
      await client.dataProvider.requestPasswordReset(email);
      await client.dataProvider.verifyPasswordReset(email, mailedCode(email));
    },
  },
  setPassword: {
    run: async ({ client, userOf, mailedCode }) => {
      const { email } = userOf('attorney-member');
      await client.dataProvider.requestPasswordReset(email);
      const { resetToken } = await client.dataProvider.verifyPasswordReset(email, mailedCode(email));
      await client.dataProvider.setPassword({ email, resetToken, password: NEW_PASSWORD });
    },
  },
  updatePassword: {
    as: 'attorney-member',
    run: ({ client }) =>
      client.dataProvider.updatePassword({ currentPassword: 'CaseBridge#2026', password: NEW_PASSWORD }),
  },
  getMyClaimant: { as: 'claimant', run: ({ client }) => client.dataProvider.getMyClaimant() },
  updateMyClaimant: {
    as: 'claimant',
    run: ({ client }) =>
      client.dataProvider.updateMyClaimant(
        claimantProfileSchema().parse({
          name: 'Maria',
          lastName: 'Lopez',
          phone: '(312) 555-0199',
          dateOfBirth: '04/17/1985',
          address: '1 Main St',
          suite: 'Apt 4',
          city: 'springfield',
          state: 'IL',
          zipCode: '62701',
        }),
      ),
  },
  updateMyClaimantLanguage: {
    as: 'claimant',
    run: ({ client }) => client.dataProvider.updateMyClaimantLanguage('es'),
  },
  getCompleteAccountInfo: {
    as: 'owner-incomplete',
    run: ({ client, companyIdOf }) =>
      client.dataProvider.getCompleteAccountInfo(companyIdOf('owner-incomplete')),
  },
  completeAccount: {
    as: 'owner-incomplete',
    run: async ({ client }) => {
      const [place] = await client.dataProvider.suggestPlaces('1200 Main St, Austin, TX');
      const { id: _id, label: _label, ...location } = place!;
      await client.dataProvider.completeAccount({
        type: 'ATTORNEY',
        payload: {
          companyName: 'Newfield Injury Law',
          location,
          suite: null,
          billingType: 'MONTHLY',
          name: 'Nora',
          lastName: 'Newfield',
          specialtyId: ATTORNEY_SPECIALTIES[0]!.id,
          professionalLicenseNumber: 'TX1234567',
          profileId: null,
        },
      });
    },
  },
  revalidateAccount: {
    as: 'owner-info-required',
    run: ({ client }) => client.dataProvider.revalidateAccount(),
  },
  answerInfoRequest: {
    as: 'owner-info-required',
    run: ({ client, companyIdOf }) =>
      client.dataProvider.answerInfoRequest(companyIdOf('owner-info-required'), {
        message: 'Our license is attached.',
        files: [new File([PNG], 'license.png', { type: 'image/png' })],
      }),
  },
  suggestPlaces: {
    as: 'owner-incomplete',
    run: async ({ client }) => {
      await client.dataProvider.suggestPlaces('Denver, CO');
      await client.dataProvider.suggestPlaces('Chicago', 3);
    },
  },
  updateCompany: {
    as: 'attorney-owner',
    run: ({ client, store, companyIdOf }) => {
      const company = store.collection('companies').get(companyIdOf('attorney-owner'))!;
      return client.dataProvider.updateCompany(company.id, editValues(company));
    },
  },
  uploadCompanyPicture: {
    as: 'attorney-owner',
    run: ({ client, companyIdOf }) =>
      client.dataProvider.uploadCompanyPicture(
        companyIdOf('attorney-owner'),
        new File([PNG], 'logo.png', { type: 'image/png' }),
      ),
  },
  uploadUserPicture: {
    as: 'attorney-member',
    run: ({ client, userOf }) =>
      client.dataProvider.uploadUserPicture(
        userOf('attorney-member').id,
        new File([PNG], 'me.png', { type: 'image/png' }),
      ),
  },
  savePaymentMethod: {
    run: async (world) => {
      const company = await newOwner(world, 'payment.owner@firm.test');
      await world.client.dataProvider.savePaymentMethod(company.id, {
        upgradeTo: 'PRO',
        billingType: 'MONTHLY',
        card,
      });
    },
  },
  getQuote: {
    as: 'owner-pending-review',
    run: ({ client }) =>
      client.dataProvider.getQuote({ upgradeTo: 'PRO', billingType: 'ANNUAL', extraAddresses: 1 }),
  },
  getPreviousSummary: {
    as: 'system-admin',
    run: async ({ client, store }) => {
      const license = [...store.collection('licenses').all()].find((l) => l.previousPremium && !l.premium)!;
      const subscription = store.collection('subscriptions').findOne('companyId', license.companyId)!;
      await client.dataProvider.getPreviousSummary(subscription.id, false);
      await client.dataProvider.getPreviousSummary(subscription.id, true);
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the client front-door calls against the fake API core', () => contractTests(CASES));
