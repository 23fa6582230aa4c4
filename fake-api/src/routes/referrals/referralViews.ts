/**
 * A referral as its firm or its receiver reads it (ReferralView), with the receiver's privacy: until its company
 * works on the case (it accepted), the claimant is null; then it sees what collaborators see (the name, no
 * contact). The can* flags say what the caller may do now, from the same rules the services enforce.
 */
import {
  REJECT_REFERRAL_DENIED,
  canRejectReferral,
  canResendReferral,
  isInternal,
  presentedStatusOf,
  referralExpiresAt,
  referralStatusAt,
} from '@casebridge/domain';
import type {
  Company,
  LegalCase,
  License,
  Professional,
  Referral,
  ReferralView,
  UserRecord,
} from '@casebridge/domain';
import type { Principal, Services } from '../../core/types.ts';

/** How the caller stands to a referral: the case's firm, the receiving company, or neither (404). */
export type ReferralSide = 'FIRM' | 'RECEIVER';

export function sideOf(caller: Principal, referral: Referral, legalCase: LegalCase): ReferralSide | null {
  if (!caller.companyId || isInternal(caller) || caller.userType === 'CLAIMANT') return null;
  if (caller.companyId === referral.toCompanyId) return 'RECEIVER';
  if (caller.companyId === legalCase.attorneyCompanyId) return 'FIRM';
  return null;
}

export const professionalOf = (license: License): Professional => ({
  id: license.id,
  name: license.name,
  lastName: license.lastName,
  credentials: license.credentials.label,
});

const fullName = (user: UserRecord | undefined, fallback: string) =>
  user ? `${user.name} ${user.lastName}`.trim() : fallback;

/**
 * Reads referrals for one caller at one instant: the cases, companies, users and licenses they name are read
 * once per request however many rows a page has.
 */
export function referralReader(services: Services, caller: Principal, now: Date = services.clock.now()) {
  const cache = new Map<string, unknown>();
  function cached<T>(key: string, read: () => T): T {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key) as T;
  }
  const store = services.store;
  const caseOf = (id: string) =>
    cached(`case:${id}`, () => store.collection('cases').get(id) as LegalCase | undefined);
  const companyOf = (id: string) =>
    cached(`company:${id}`, () => store.collection('companies').get(id) as Company | undefined);
  const userOf = (id: string) =>
    cached(`user:${id}`, () => store.collection('users').get(id) as UserRecord | undefined);
  const professionals = (ids: readonly string[]) =>
    store.collection('licenses').getMany(ids).map(professionalOf);

  function view(referral: Referral, legalCase: LegalCase, side: ReferralSide): ReferralView {
    const status = referralStatusAt(referral, now);
    const firm = companyOf(legalCase.attorneyCompanyId);
    const to = companyOf(referral.toCompanyId);
    const canAnswer = side === 'RECEIVER' && status === 'PENDING';
    const canReject = canAnswer && canRejectReferral(caller.permission, caller.subscriptionType);
    const collaborating = legalCase.collaboratorCompanyIds.includes(referral.toCompanyId);
    const seesClaimant = side === 'FIRM' || collaborating;
    return {
      id: referral.id,
      caseId: legalCase.id,
      folio: legalCase.folio,
      caseType: legalCase.caseType,
      accidentDate: legalCase.accidentDate,
      accidentCity: legalCase.accidentCity,
      accidentState: legalCase.accidentState,
      injurySummary: legalCase.description,
      firmId: legalCase.attorneyCompanyId,
      firmName: firm?.name ?? '',
      toCompanyId: referral.toCompanyId,
      toCompanyName: to?.name ?? '',
      toCompanyType: to?.type ?? 'HEALTH_PROVIDER',
      presentedByName: referral.presentedById
        ? fullName(userOf(referral.presentedById), 'Former user')
        : 'CaseBridge',
      message: referral.message,
      treatmentNeeded: referral.treatmentNeeded,
      professionals: professionals(referral.professionalIds),
      assigned: professionals(referral.assignedIds),
      status,
      presentedStatus: presentedStatusOf(status),
      rejectMotive: referral.rejectMotive,
      rejectReason: referral.rejectReason,
      createdAt: referral.createdAt,
      expiresAt: status === 'PENDING' ? referralExpiresAt(referral.createdAt) : null,
      answeredAt: referral.answeredAt,
      answeredByName: referral.answeredById ? fullName(userOf(referral.answeredById), 'Former user') : null,
      resentAsId: referral.resentAsId,
      claimant: seesClaimant
        ? {
            name: legalCase.claimantName,
            email: side === 'FIRM' ? legalCase.claimantEmail : null,
            phone: side === 'FIRM' ? legalCase.claimantPhone : null,
          }
        : null,
      canAnswer,
      canReject,
      rejectDeniedReason: canAnswer && !canReject ? REJECT_REFERRAL_DENIED : null,
      canResend: side === 'FIRM' && canResendReferral(status, referral.resentAsId),
    };
  }

  return {
    now,
    caseOf,
    companyOf,
    /** The view of a referral the caller may see, or null (then the API answers 404). */
    viewOf(referral: Referral): ReferralView | null {
      const legalCase = caseOf(referral.caseId);
      const side = legalCase ? sideOf(caller, referral, legalCase) : null;
      return legalCase && side ? view(referral, legalCase, side) : null;
    },
  };
}

export type ReferralReader = ReturnType<typeof referralReader>;
