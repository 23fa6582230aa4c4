import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { activationFacilitySchema } from '../validation/activation.ts';
import { withDuplicateAddressCheck } from '../validation/duplicateAddress.ts';
import {
  completeAccountInfo,
  companyProfileGaps,
  completePanelBanners,
  isDuplicateAddress,
  isSameAddress,
  overlayReasons,
} from './completeAccount.ts';

const full = {
  type: 'ATTORNEY' as const,
  name: 'Lee Law',
  taxId: '123456789',
  phoneNumber: '5551234567',
  website: 'lee.law',
  mission: 'Help',
  location: {
    id: 'l1',
    latitude: 30.2672,
    longitude: -97.7431,
    address: '1 Elm St',
    suite: null,
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'US',
  },
  picture: '/api/companies/c1/picture',
};

describe('completeAccountInfo', () => {
  const base = {
    company: { type: 'ATTORNEY', status: 'INCOMPLETE' },
    subscription: null,
    licenses: [],
    owner: { verified: false },
  } as const;

  it('is all false for a new company without plan, license or verified owner', () => {
    expect(completeAccountInfo(base)).toEqual({
      company: false,
      payment: false,
      professional: false,
      account: false,
    });
  });

  it('company once the activation form is sent; payment with a subscription and no error', () => {
    const info = completeAccountInfo({
      ...base,
      company: { type: 'ATTORNEY', status: 'PENDING_REVIEW' },
      subscription: { paymentError: false },
      owner: { verified: true },
    });
    expect(info).toEqual({ company: true, payment: true, professional: false, account: true });
    expect(completeAccountInfo({ ...base, subscription: { paymentError: true } }).payment).toBe(false);
  });

  it('professional: a license number for attorneys and providers, activation for facilities', () => {
    expect(completeAccountInfo({ ...base, licenses: [{ licenseNumber: ' ' }] }).professional).toBe(false);
    expect(completeAccountInfo({ ...base, licenses: [{ licenseNumber: 'TX1' }] }).professional).toBe(true);
    const facility = { ...base, company: { type: 'FACILITY', status: 'INCOMPLETE' } } as const;
    expect(completeAccountInfo(facility).professional).toBe(false);
    expect(
      completeAccountInfo({ ...facility, company: { type: 'FACILITY', status: 'VALIDATED' } }).professional,
    ).toBe(true);
  });
});

describe('panel banners', () => {
  it('lists the empty profile fields, never e-mail', () => {
    expect(companyProfileGaps(full)).toEqual([]);
    expect(companyProfileGaps({ ...full, taxId: '', picture: null })).toEqual(['taxId', 'picture']);
  });

  it('shows one status item, a plan link, the payment error and the profile banner', () => {
    const ok = { paymentError: false };
    expect(completePanelBanners({ ...full, status: 'INCOMPLETE', taxId: null }, null)).toEqual([
      'activate',
      'choosePlan',
    ]);
    expect(completePanelBanners({ ...full, status: 'PENDING_REVIEW' }, ok)).toEqual(['waiting']);
    expect(completePanelBanners({ ...full, status: 'INFO_REQUIRED' }, { paymentError: true })).toEqual([
      'infoRequired',
      'paymentError',
    ]);
    expect(completePanelBanners({ ...full, status: 'VALIDATED', mission: null }, ok)).toEqual([
      'improveProfile',
    ]);
    expect(completePanelBanners({ ...full, status: 'VALIDATED' }, ok)).toEqual([]);
  });

  it('links no plan page to a factoring company, which has none (issue 17 item 18)', () => {
    const factoring = { ...full, type: 'FACTORING_COMPANY', status: 'VALIDATED' } as const;
    expect(completePanelBanners(factoring, null)).toEqual([]);
  });

  it('overlay reasons are the flags explicitly false', () => {
    expect(overlayReasons({ company: false, payment: true, professional: false })).toEqual([
      'company',
      'professional',
    ]);
    expect(overlayReasons(null)).toEqual([]);
    expect(overlayReasons({})).toEqual([]);
  });
});

describe('duplicate address', () => {
  const a = { address: '1200 Main St.', suite: null, city: 'Austin', state: 'TX', zipCode: '78701' };
  it('ignores case, punctuation, spacing and an empty suite', () => {
    expect(isSameAddress(a, { ...a, address: ' 1200  main st', suite: '' })).toBe(true);
    expect(isSameAddress(a, { ...a, suite: 'Suite 2' })).toBe(false);
    expect(isSameAddress(a, { ...a, city: 'Dallas' })).toBe(false);
  });
  it('finds the address among the existing ones', () => {
    expect(isDuplicateAddress(a, [{ ...a, address: '1 Elm St' }, { ...a }])).toBe(true);
    expect(isDuplicateAddress(a, [])).toBe(false);
  });
});

describe('withDuplicateAddressCheck', () => {
  it('adds the duplicate message under location, only when the company has that address', () => {
    const location = {
      address: '1 Elm St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      latitude: 30.2672,
      longitude: -97.7431,
    };
    const existing = [{ ...location, suite: null }];
    const schema = withDuplicateAddressCheck(activationFacilitySchema, existing);
    const result = schema.safeParse({ location, suite: '' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((i) => i.path.join('.') === 'location');
    expect(issues.map((i) => i.message)).toEqual([MESSAGES.duplicateAddress]);
    const other = schema.safeParse({ location, suite: 'Suite 5' }).error!.issues;
    expect(other.some((i) => i.message === MESSAGES.duplicateAddress)).toBe(false);
    expect(withDuplicateAddressCheck(activationFacilitySchema, [])).toBe(activationFacilitySchema);
  });
});
