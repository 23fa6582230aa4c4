/**
 * What each referral event says (notification and e-mail texts); who receives it is the services' choice
 * (referralNotifications.ts audiences). No text names the claimant: the receiver may not know them yet.
 */
import { CASE_TYPE_LABELS, DOCUMENT_TIME_ZONE, REFERRAL_TIMING, formatLongDate } from '@casebridge/domain';
import type { Company, LegalCase, Referral, ReferralEvent } from '@casebridge/domain';
import { CASEBRIDGE_SENDER, companySender } from './referralNotifications.ts';
import type { ReferralNotice } from './referralNotifications.ts';

const nameOf = (company: Company | undefined, fallback: string) => company?.name ?? fallback;

/** CASE / PRESENT to the receiver: a new case invite (opens the cases list with presentCaseId). */
export function presentedNotice(
  firm: Company | undefined,
  legalCase: LegalCase,
  referral: Referral,
  expiresAt: string,
): ReferralNotice {
  const from = nameOf(firm, 'A law firm');
  const caseType = CASE_TYPE_LABELS[legalCase.caseType];
  return {
    pair: { section: 'CASE', action: 'PRESENT' },
    message: 'New case invite',
    description: `${from} presented case ${legalCase.folio} (${caseType}) to you: ${referral.treatmentNeeded}`,
    sender: companySender(firm),
    mail: {
      subject: `New case invite from ${from}`,
      body:
        `${from} presented case ${legalCase.folio} (${caseType}, ${legalCase.accidentCity}, ` +
        `${legalCase.accidentState}) to your company.\nTreatment needed: ${referral.treatmentNeeded}\n` +
        (referral.message ? `Message: ${referral.message}\n` : '') +
        `Accept or reject it in CaseBridge under Case Invites before ${formatLongDate(expiresAt, DOCUMENT_TIME_ZONE)}.`,
    },
  };
}

/** REFERRAL / ACCEPT to the firm. */
export function acceptedNotice(to: Company | undefined, legalCase: LegalCase): ReferralNotice {
  const who = nameOf(to, 'The provider');
  return {
    pair: { section: 'REFERRAL', action: 'ACCEPT' },
    message: 'Case invite accepted',
    description: `${who} accepted case ${legalCase.folio} and now works on it.`,
    sender: companySender(to),
    mail: {
      subject: `${who} accepted case ${legalCase.folio}`,
      body: `${who} accepted your case invite for case ${legalCase.folio} and is now a collaborator of the case.`,
    },
  };
}

/** REFERRAL / REJECT_INVITE to the firm, with the reason. */
export function rejectedNotice(
  to: Company | undefined,
  legalCase: LegalCase,
  reason: string,
): ReferralNotice {
  const who = nameOf(to, 'The provider');
  return {
    pair: { section: 'REFERRAL', action: 'REJECT_INVITE' },
    message: 'Case invite rejected',
    description: `${who} rejected case ${legalCase.folio}: ${reason}`,
    sender: companySender(to),
    mail: {
      subject: `${who} rejected case ${legalCase.folio}`,
      body:
        `${who} rejected your case invite for case ${legalCase.folio}.\nReason: ${reason}\n` +
        'You can send the case to another provider from the case page.',
    },
  };
}

/** REFERRAL / ASSIGN to the firm: who works on the case (with the acceptance when it answered the invite). */
export function assignedNotice(
  to: Company | undefined,
  legalCase: LegalCase,
  names: string,
  answered: boolean,
): ReferralNotice {
  const who = nameOf(to, 'The provider');
  const description = answered
    ? `${who} accepted case ${legalCase.folio} and assigned ${names}.`
    : `${who} assigned ${names} to case ${legalCase.folio}.`;
  return {
    pair: { section: 'REFERRAL', action: 'ASSIGN' },
    message: answered ? 'Case invite accepted' : 'Case assignment changed',
    description,
    sender: companySender(to),
    ...(answered ? { mail: { subject: `${who} accepted case ${legalCase.folio}`, body: description } } : {}),
  };
}

/** REFERRAL / ASSIGN to the users of the professionals just assigned. */
export function assignedToYouNotice(to: Company | undefined, legalCase: LegalCase): ReferralNotice {
  return {
    pair: { section: 'REFERRAL', action: 'ASSIGN' },
    message: 'You were assigned to a case',
    description: `${nameOf(to, 'Your company')} assigned you to case ${legalCase.folio}.`,
    sender: companySender(to),
  };
}

/** REFERRAL / ALERT_1 or ALERT_2 to the receiver: the invite waits for an answer. */
export function reminderNotice(
  event: Exclude<ReferralEvent, 'EXPIRE'>,
  firm: Company | undefined,
  legalCase: LegalCase,
  expiresAt: string,
): ReferralNotice {
  return {
    pair: { section: 'REFERRAL', action: event },
    message: event === 'ALERT_1' ? 'A case invite waits for your answer' : 'A case invite expires soon',
    description:
      `Case ${legalCase.folio} from ${nameOf(firm, 'a law firm')} waits for your answer; ` +
      `it expires on ${formatLongDate(expiresAt, DOCUMENT_TIME_ZONE)}.`,
    sender: CASEBRIDGE_SENDER,
  };
}

/** REFERRAL / EXPIRE: to the receiver, and (with an e-mail) to the firm, which may send the case elsewhere. */
export function expiredNotices(
  firm: Company | undefined,
  to: Company | undefined,
  legalCase: LegalCase,
): { receiver: ReferralNotice; firm: ReferralNotice } {
  const days = REFERRAL_TIMING.expireAfterDays;
  const who = nameOf(to, 'The provider');
  const firmText = `${who} did not answer case ${legalCase.folio} within ${days} days. You can send it to another provider.`;
  return {
    receiver: {
      pair: { section: 'REFERRAL', action: 'EXPIRE' },
      message: 'Case invite expired',
      description: `The invite for case ${legalCase.folio} from ${nameOf(firm, 'a law firm')} expired without an answer.`,
      sender: CASEBRIDGE_SENDER,
    },
    firm: {
      pair: { section: 'REFERRAL', action: 'EXPIRE' },
      message: 'Case invite expired',
      description: firmText,
      sender: CASEBRIDGE_SENDER,
      mail: { subject: `Case invite for ${legalCase.folio} expired`, body: firmText },
    },
  };
}
