/**
 * The referral notifications (issue 13): one per receiving user, with the case's folio and
 * `extra` = "{caseId}:{referralId}" (domain rules/notificationTargets.ts opens the invite, the presented case
 * or the case page from it), plus an outbox e-mail where a real product would send one (the presentation to
 * the receiver, the answer and the expiry to the firm). Only pairs of NOTIFICATION_TARGETS are emitted: an
 * unknown pair is a programming error and throws.
 */
import { isKnownNotificationPair } from '@casebridge/domain';
import type {
  Company,
  KnownNotificationPair,
  LegalCase,
  NotificationAction,
  Referral,
  UserRecord,
} from '@casebridge/domain';
import { sendMail } from '../../core/mailbox.ts';
import type { Services } from '../../core/types.ts';

export interface NotificationParty {
  id: string;
  name: string;
  type: string;
}

export const CASEBRIDGE_SENDER: NotificationParty = {
  id: 'casebridge',
  name: 'CaseBridge',
  type: 'INTERNAL',
};

export const companySender = (company: Company | undefined): NotificationParty => ({
  id: company?.id ?? 'casebridge',
  name: company?.name ?? 'CaseBridge',
  type: company?.type ?? 'INTERNAL',
});

export type ReferralPair = Extract<KnownNotificationPair, { section: 'CASE' | 'REFERRAL' }>;

export interface ReferralNotice {
  pair: ReferralPair;
  message: string;
  description: string;
  sender: NotificationParty;
  /** The e-mail each receiver also gets, when a real product would send one. */
  mail?: { subject: string; body: string };
}

const fullName = (user: UserRecord) => `${user.name} ${user.lastName}`.trim();

/** The active users among `ids`, each once. */
function activeUsers(services: Services, ids: readonly (string | null | undefined)[]): UserRecord[] {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  return services.store
    .collection('users')
    .getMany(unique)
    .filter((user) => user.status === 'ACTIVE');
}

/** The users behind professionals (licenses) of `companyId`: those with an account. */
function usersOfLicenses(services: Services, companyId: string, licenseIds: readonly string[]) {
  const licenses = services.store.collection('licenses').getMany(licenseIds);
  return licenses.filter((license) => license.companyId === companyId).map((license) => license.userId);
}

/** Told about an invite: the receiving company's owners and admins, and the users of the professionals addressed. */
export function receiverAudience(services: Services, referral: Referral): UserRecord[] {
  const managers = services.store
    .collection('users')
    .findBy('companyId', referral.toCompanyId)
    .filter((user) => user.permission === 'OWNER' || user.permission === 'ADMIN')
    .map((user) => user.id);
  return activeUsers(services, [
    ...managers,
    ...usersOfLicenses(services, referral.toCompanyId, referral.professionalIds),
  ]);
}

/** Told about the answer: the firm's user who presented the case and the case's responsible attorney. */
export function firmAudience(services: Services, legalCase: LegalCase, referral: Referral): UserRecord[] {
  return activeUsers(services, [referral.presentedById, legalCase.attorneyUserId]);
}

/** The users of professionals (licenses) of the receiving company, such as those just assigned. */
export function professionalsAudience(
  services: Services,
  referral: Referral,
  licenseIds: readonly string[],
): UserRecord[] {
  return activeUsers(services, usersOfLicenses(services, referral.toCompanyId, licenseIds));
}

/** Records the notification (and its e-mail) for each receiver. */
export function notifyReferral(
  services: Services,
  legalCase: LegalCase,
  referral: Referral,
  receivers: readonly UserRecord[],
  notice: ReferralNotice,
): void {
  const { section, action } = notice.pair;
  if (!isKnownNotificationPair(section, action))
    throw new Error(`notification ${section}:${action} is not in NOTIFICATION_TARGETS`);
  const createAt = services.clock.now().toISOString();
  for (const user of new Map(receivers.map((u) => [u.id, u])).values()) {
    services.store.insert('notifications', {
      userId: user.id,
      read: false,
      message: notice.message,
      description: notice.description,
      createAt,
      section,
      action: action as NotificationAction,
      extra: `${legalCase.id}:${referral.id}`,
      caseFolio: legalCase.folio,
      sender: notice.sender,
      receiver: { id: user.id, name: fullName(user), type: user.userType },
      company: user.companyId,
    });
    if (notice.mail) sendMail(services, { to: user.email, ...notice.mail });
  }
}
