/**
 * Account completion (SPEC.md 2.5, 3 "Complete-account info", 6): the complete-account flags the API answers,
 * the banners of the Complete Your Account panel, the company fields 'Improve your Company profile' asks for,
 * what the overlay explains, and when two addresses are the same place (duplicate address rule).
 */
import type { Company, CompleteAccountInfo, License, Location, Subscription, User } from '../entities.ts';
import { choosesPlan } from './planChange.ts';

export interface CompleteAccountRecords {
  company: Pick<Company, 'type' | 'status'>;
  subscription: Pick<Subscription, 'paymentError'> | null;
  licenses: readonly Pick<License, 'licenseNumber'>[];
  owner: Pick<User, 'verified'> | null;
}

const filled = (value: unknown): boolean =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');

/**
 * company: the activation form was sent (status is no longer INCOMPLETE);
 * payment: the company has a subscription (a plan was chosen) without a payment error;
 * professional: facilities and factoring companies once activated, attorneys and health providers once a
 * licensed profile with a license number exists;
 * account: the owner verified their e-mail.
 */
export function completeAccountInfo(records: CompleteAccountRecords): CompleteAccountInfo {
  const { company, subscription, licenses, owner } = records;
  const activated = company.status !== 'INCOMPLETE';
  const licensed = company.type === 'ATTORNEY' || company.type === 'HEALTH_PROVIDER';
  return {
    company: activated,
    payment: subscription !== null && !subscription.paymentError,
    professional: licensed ? licenses.some((l) => filled(l.licenseNumber)) : activated,
    account: owner?.verified === true,
  };
}

/**
 * The company fields 'Improve your Company profile' asks for: every field the owner fills in the company form
 * (section 3 Company) except e-mail, which sign-up already set.
 */
export const COMPANY_PROFILE_FIELDS = [
  'name',
  'taxId',
  'phoneNumber',
  'website',
  'mission',
  'location',
  'picture',
] as const satisfies readonly (keyof Company)[];
export type CompanyProfileField = (typeof COMPANY_PROFILE_FIELDS)[number];

export const COMPANY_PROFILE_FIELD_LABELS: Record<CompanyProfileField, string> = {
  name: 'Company name',
  taxId: 'Tax id',
  phoneNumber: 'Phone number',
  website: 'Website',
  mission: 'Mission',
  location: 'Address',
  picture: 'Logo',
};

/** The profile fields still empty. */
export function companyProfileGaps(company: Pick<Company, CompanyProfileField>): CompanyProfileField[] {
  return COMPANY_PROFILE_FIELDS.filter((field) => !filled(company[field]));
}

export type CompletePanelBanner =
  'activate' | 'waiting' | 'infoRequired' | 'choosePlan' | 'paymentError' | 'improveProfile';

/**
 * Which panel items show (2.5), in display order: the activation form while INCOMPLETE, 'Waiting for account
 * validation' while PENDING_REVIEW, 'More Information Required' while INFO_REQUIRED; a link to choose a plan
 * while the company has none (and has a plan page); the payment error banner; 'Improve your Company profile' once the activation
 * form is done and a profile field is empty (while INCOMPLETE the activation form asks for them first).
 */
export function completePanelBanners(
  company: Pick<Company, 'type' | 'status' | CompanyProfileField>,
  subscription: Pick<Subscription, 'paymentError'> | null,
): CompletePanelBanner[] {
  const banners: CompletePanelBanner[] = [];
  if (company.status === 'INCOMPLETE') banners.push('activate');
  if (company.status === 'PENDING_REVIEW') banners.push('waiting');
  if (company.status === 'INFO_REQUIRED') banners.push('infoRequired');
  if (subscription === null && choosesPlan(company.type)) banners.push('choosePlan');
  if (subscription?.paymentError) banners.push('paymentError');
  if (company.status !== 'INCOMPLETE' && companyProfileGaps(company).length > 0)
    banners.push('improveProfile');
  return banners;
}

export type OverlayReason = 'company' | 'payment' | 'professional';

/** What the overlay explains: the flags explicitly false (a failed load is treated as empty: none). */
export function overlayReasons(info: Partial<CompleteAccountInfo> | null | undefined): OverlayReason[] {
  return (['company', 'payment', 'professional'] as const).filter((key) => info?.[key] === false);
}

type PlaceFields = Pick<Location, 'address' | 'city' | 'state' | 'zipCode'> & { suite?: string | null };

const norm = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Same street line, suite, city, state and ZIP code, ignoring case, accents, punctuation and spacing. */
export function isSameAddress(a: PlaceFields, b: PlaceFields): boolean {
  return (
    norm(a.address) === norm(b.address) &&
    norm(a.suite) === norm(b.suite) &&
    norm(a.city) === norm(b.city) &&
    norm(a.state) === norm(b.state) &&
    norm(a.zipCode) === norm(b.zipCode)
  );
}

/** 'This address is already in your company' applies when `candidate` matches one of `existing`. */
export function isDuplicateAddress(candidate: PlaceFields, existing: readonly PlaceFields[]): boolean {
  return existing.some((address) => isSameAddress(candidate, address));
}
