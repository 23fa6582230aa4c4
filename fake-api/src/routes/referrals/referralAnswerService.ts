/**
 * The receiver's answers to a case invite: accept, reject with a motive, or assign professionals of its own
 * company (which accepts a pending invite, or changes who works on an accepted one). Only users of the receiving
 * company answer (404 for anyone else), only while the invite is pending at the server's time (409), and
 * rejecting is for owners and admins, or members of a premium company (403, REJECT_REFERRAL_DENIED).
 * Accepting makes the company a collaborator of the case, so it then sees what collaborators see.
 */
import {
  MESSAGES,
  REJECT_REFERRAL_DENIED,
  canRejectReferral,
  format,
  referralStatusAt,
  rejectReasonText,
} from '@casebridge/domain';
import type { Company, LegalCase, Referral, rejectReferralBodySchema } from '@casebridge/domain';
import type { z } from 'zod';
import { conflict, forbidden, notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { recordActivity } from '../cases/caseService.ts';
import { acceptedNotice, assignedNotice, assignedToYouNotice, rejectedNotice } from './referralNotices.ts';
import { firmAudience, notifyReferral, professionalsAudience } from './referralNotifications.ts';

export type RejectReferralInput = z.output<typeof rejectReferralBodySchema>;

interface Received {
  referral: Referral;
  legalCase: LegalCase;
  company: Company | undefined;
}

/** The invite when the caller is a user of its receiving company; 404 for anyone else. */
function received(services: Services, caller: Principal, id: string): Received {
  const referral = services.store.collection('referrals').get(id);
  const legalCase = referral && services.store.collection('cases').get(referral.caseId);
  if (!referral || !legalCase || !caller.companyId || caller.companyId !== referral.toCompanyId)
    throw notFound();
  return { referral, legalCase, company: services.store.collection('companies').get(referral.toCompanyId) };
}

/** 409 unless the invite is pending at the server's time. */
function checkPending(services: Services, referral: Referral): void {
  const status = referralStatusAt(referral, services.clock.now());
  if (status === 'EXPIRED') throw conflict(MESSAGES.referralExpired);
  if (status !== 'PENDING') throw conflict(MESSAGES.referralNotPending);
}

const answered = (services: Services, caller: Principal) => ({
  answeredAt: services.clock.now().toISOString(),
  answeredById: caller.userId,
  nextEventAt: null,
});

/** The receiving company becomes a collaborator of the case (once). */
function joinCase(services: Services, caller: Principal, { legalCase, company }: Received): void {
  if (!company || legalCase.collaboratorCompanyIds.includes(company.id)) return;
  services.store.update('cases', legalCase.id, {
    collaboratorCompanyIds: [...legalCase.collaboratorCompanyIds, company.id],
    updatedAt: services.clock.now().toISOString(),
  });
  recordActivity(
    services,
    caller,
    legalCase.id,
    'REFERRAL_ACCEPTED',
    `${company.name} accepted the case invite and joined the case`,
  );
}

/** PUT /referrals/{id}/accept */
export function acceptReferral(services: Services, caller: Principal, id: string): Referral {
  const found = received(services, caller, id);
  checkPending(services, found.referral);
  const accepted = services.store.update('referrals', found.referral.id, {
    status: 'ACCEPTED',
    presentedStatus: 'ACCEPTED',
    ...answered(services, caller),
  });
  joinCase(services, caller, found);
  const firm = firmAudience(services, found.legalCase, accepted);
  notifyReferral(services, found.legalCase, accepted, firm, acceptedNotice(found.company, found.legalCase));
  return accepted;
}

/** PUT /referrals/{id}/reject */
export function rejectReferral(
  services: Services,
  caller: Principal,
  id: string,
  body: RejectReferralInput,
): Referral {
  const { referral, legalCase, company } = received(services, caller, id);
  checkPending(services, referral);
  if (!canRejectReferral(caller.permission, caller.subscriptionType)) throw forbidden(REJECT_REFERRAL_DENIED);
  const reason = rejectReasonText(body.motive, body.text);
  const rejected = services.store.update('referrals', referral.id, {
    status: 'REJECTED',
    presentedStatus: 'REJECTED',
    rejectMotive: body.motive,
    rejectReason: reason,
    ...answered(services, caller),
  });
  recordActivity(
    services,
    caller,
    legalCase.id,
    'REFERRAL_REJECTED',
    `${company?.name ?? 'The provider'} rejected the case invite: ${reason}`,
  );
  const firm = firmAudience(services, legalCase, rejected);
  notifyReferral(services, legalCase, rejected, firm, rejectedNotice(company, legalCase, reason));
  return rejected;
}

/** PUT /referrals/{id}/assign: accepts a pending invite, or changes the assignment of an accepted one. */
export function assignReferral(
  services: Services,
  caller: Principal,
  id: string,
  professionalIds: readonly string[],
): Referral {
  const found = received(services, caller, id);
  const { referral, legalCase, company } = found;
  const status = referralStatusAt(referral, services.clock.now());
  if (status !== 'ACCEPTED') checkPending(services, referral);
  const ids = [...new Set(professionalIds)];
  const licenses = services.store.collection('licenses').getMany(ids);
  if (licenses.length !== ids.length || licenses.some((l) => l.companyId !== referral.toCompanyId)) {
    const message = format(MESSAGES.referralProfessionalInvalid, {
      company: company?.name ?? 'your company',
    });
    throw validationError({ professionalIds: message }, message);
  }
  const answering = status === 'PENDING';
  const updated = services.store.update('referrals', referral.id, {
    assignedIds: ids,
    ...(answering
      ? { status: 'ACCEPTED' as const, presentedStatus: 'ACCEPTED' as const, ...answered(services, caller) }
      : {}),
  });
  if (answering) joinCase(services, caller, found);
  const names = licenses.map((l) => `${l.name} ${l.lastName}`.trim()).join(', ');
  recordActivity(services, caller, legalCase.id, 'REFERRAL_ASSIGNED', `${company?.name} assigned ${names}`);
  const firm = firmAudience(services, legalCase, updated);
  notifyReferral(services, legalCase, updated, firm, assignedNotice(company, legalCase, names, answering));
  const added = ids.filter((licenseId) => !referral.assignedIds.includes(licenseId));
  const professionals = professionalsAudience(services, updated, added).filter(
    (user) => user.id !== caller.userId,
  );
  notifyReferral(services, legalCase, updated, professionals, assignedToYouNotice(company, legalCase));
  return updated;
}
