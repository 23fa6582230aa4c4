/**
 * Presenting a case (the firm's side of a referral): only the case's firm presents an open case, to validated
 * health providers and facilities that do not work on it yet and have no pending invite for it, optionally to
 * professionals of theirs; a rejected or expired presentation is re-sent to another company in one step. Every
 * check runs before the first write, so a refused request records nothing.
 */
import {
  MESSAGES,
  canResendReferral,
  format,
  isCaseOpen,
  mayCollaborate,
  nextReferralEvent,
  referralExpiresAt,
  referralStatusAt,
} from '@casebridge/domain';
import type { Company, LegalCase, Referral } from '@casebridge/domain';
import type { presentCaseBodySchema, resendReferralBodySchema } from '@casebridge/domain';
import type { z } from 'zod';
import { conflict, forbidden, notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { accessOf, firmCase, recordActivity } from '../cases/caseService.ts';
import { presentedNotice } from './referralNotices.ts';
import { notifyReferral, receiverAudience } from './referralNotifications.ts';
import { expireReferral } from './referralSweep.ts';

export type PresentCaseInput = z.output<typeof presentCaseBodySchema>;
export type ResendReferralInput = z.output<typeof resendReferralBodySchema>;

/** Where a recipient's fields sit in the request body (for the per-field 400 messages). */
interface FieldNames {
  companyId: string;
  professionalIds: string;
}

interface Recipient {
  company: Company;
  professionalIds: string[];
}

const firmOnly = () => forbidden('Only the case’s law firm can present it');

function checkCaseOpen(legalCase: LegalCase): void {
  if (!isCaseOpen(legalCase.status) || legalCase.mergedIntoCaseId)
    throw conflict(MESSAGES.referralCaseClosed);
}

/** A valid recipient of the case, or the 400/409 that says why not. */
function checkRecipient(
  services: Services,
  legalCase: LegalCase,
  input: { companyId: string; professionalIds: readonly string[] },
  fields: FieldNames,
  now: Date,
): Recipient {
  const company = services.store.collection('companies').get(input.companyId);
  if (!company || !mayCollaborate(company))
    throw validationError(
      { [fields.companyId]: MESSAGES.referralRecipientInvalid },
      MESSAGES.referralRecipientInvalid,
    );
  const professionalIds = [...new Set(input.professionalIds)];
  const licenses = services.store.collection('licenses').getMany(professionalIds);
  if (licenses.length !== professionalIds.length || licenses.some((l) => l.companyId !== company.id)) {
    const message = format(MESSAGES.referralProfessionalInvalid, { company: company.name });
    throw validationError({ [fields.professionalIds]: message }, message);
  }
  if (legalCase.collaboratorCompanyIds.includes(company.id))
    throw conflict(format(MESSAGES.referralAlreadyCollaborating, { company: company.name }));
  const pending = services.store
    .collection('referrals')
    .findBy('caseId', legalCase.id)
    .some((r) => r.toCompanyId === company.id && referralStatusAt(r, now) === 'PENDING');
  if (pending) throw conflict(format(MESSAGES.referralAlreadyPending, { company: company.name }));
  return { company, professionalIds };
}

/** Records one presentation, logs it on the case and tells the receiver (notification and e-mail). */
function createReferral(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  recipient: Recipient,
  texts: { message: string; treatmentNeeded: string },
): Referral {
  const createdAt = services.clock.now().toISOString();
  const referral = services.store.insert('referrals', {
    caseId: legalCase.id,
    fromCompanyId: legalCase.attorneyCompanyId,
    toCompanyId: recipient.company.id,
    status: 'PENDING',
    presentedStatus: 'PENDING',
    presentedById: caller.userId,
    professionalIds: recipient.professionalIds,
    message: texts.message,
    treatmentNeeded: texts.treatmentNeeded,
    rejectMotive: null,
    rejectReason: null,
    assignedIds: [],
    createdAt,
    answeredAt: null,
    answeredById: null,
    remindersSent: 0,
    nextEventAt: nextReferralEvent(createdAt, 0).at,
    resentAsId: null,
  });
  recordActivity(
    services,
    caller,
    legalCase.id,
    'CASE_PRESENTED',
    `Case presented to ${recipient.company.name}`,
  );
  const firm = services.store.collection('companies').get(legalCase.attorneyCompanyId);
  const notice = presentedNotice(firm, legalCase, referral, referralExpiresAt(createdAt));
  notifyReferral(services, legalCase, referral, receiverAudience(services, referral), notice);
  return referral;
}

/** POST /referrals: one referral per recipient company. */
export function presentCase(services: Services, caller: Principal, body: PresentCaseInput): Referral[] {
  const { legalCase } = firmCase(services, caller, body.caseId, firmOnly);
  checkCaseOpen(legalCase);
  const now = services.clock.now();
  const seen = new Set<string>();
  const recipients = body.recipients.map((input, index) => {
    const fields = {
      companyId: `recipients.${index}.companyId`,
      professionalIds: `recipients.${index}.professionalIds`,
    };
    if (seen.has(input.companyId))
      throw validationError({ [fields.companyId]: MESSAGES.invalidOption }, MESSAGES.invalidOption);
    seen.add(input.companyId);
    return checkRecipient(services, legalCase, input, fields, now);
  });
  return recipients.map((recipient) =>
    createReferral(services, caller, legalCase, recipient, {
      message: body.message,
      treatmentNeeded: body.treatmentNeeded,
    }),
  );
}

/** The referral and its case when the caller is the case's firm; 404 for anyone else. */
export function firmReferral(services: Services, caller: Principal, id: string) {
  const referral = services.store.collection('referrals').get(id);
  const legalCase = referral && services.store.collection('cases').get(referral.caseId);
  if (!referral || !legalCase || accessOf(services, caller, legalCase) !== 'FIRM') throw notFound();
  return { referral, legalCase };
}

/**
 * POST /referrals/{id}/resend: a rejected or expired presentation, to another valid company, once. An expiry
 * the sweep has not recorded yet is recorded first (both sides are told, as the sweep would).
 */
export function resendReferral(
  services: Services,
  caller: Principal,
  id: string,
  body: ResendReferralInput,
): Referral {
  const { referral, legalCase } = firmReferral(services, caller, id);
  const now = services.clock.now();
  const status = referralStatusAt(referral, now);
  if (!canResendReferral(status, referral.resentAsId)) throw conflict(MESSAGES.referralCannotResend);
  checkCaseOpen(legalCase);
  if (body.companyId === referral.toCompanyId) {
    const name = services.store.collection('companies').get(referral.toCompanyId)?.name ?? 'this company';
    const message = format(MESSAGES.referralResendSameCompany, { company: name });
    throw validationError({ companyId: message }, message);
  }
  const recipient = checkRecipient(
    services,
    legalCase,
    body,
    { companyId: 'companyId', professionalIds: 'professionalIds' },
    now,
  );
  if (referral.status === 'PENDING') expireReferral(services, referral, legalCase);
  const resent = createReferral(services, caller, legalCase, recipient, {
    message: body.message ?? referral.message,
    treatmentNeeded: referral.treatmentNeeded,
  });
  services.store.update('referrals', referral.id, { resentAsId: resent.id });
  return resent;
}
