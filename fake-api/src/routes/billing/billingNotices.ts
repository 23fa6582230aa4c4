/**
 * What the other side hears of a billing change (issue 14): the case's firm (its responsible attorney, owners
 * and admins) when the provider acts, the provider's active users when the firm acts. Notifications BILL:ADD,
 * PAYMENT:ADD and REDUCTION:{reductionNotificationAction(kind)} with `extra` = "{caseId}:{providerCompanyId}"
 * (NOTIFICATION_TARGETS opens the billing screen), plus an outbox e-mail for a reduction step. The acting user
 * is never told of their own act.
 */
import type { Company, LegalCase, NotificationAction, UserRecord } from '@casebridge/domain';
import { sendMail } from '../../core/mailbox.ts';
import type { Principal, Services } from '../../core/types.ts';
import { firmAudience, notifyAboutCase } from '../cases/caseNotifications.ts';
import type { BillingSide } from './billingAccess.ts';

export interface BillingNotice {
  section: 'BILL' | 'PAYMENT' | 'REDUCTION';
  action: NotificationAction;
  message: string;
  description: string;
  /** An e-mail each receiver also gets (reduction steps). */
  mail?: { subject: string; body: string };
}

function providerAudience(services: Services, providerId: string): UserRecord[] {
  return services.store
    .collection('users')
    .findBy('companyId', providerId)
    .filter((u) => u.status === 'ACTIVE');
}

/** The users of the side that did not act. */
export function otherSideAudience(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  provider: Company,
  side: BillingSide,
): UserRecord[] {
  const users = side === 'FIRM' ? providerAudience(services, provider.id) : firmAudience(services, legalCase);
  return [...new Map(users.filter((u) => u.id !== caller.userId).map((u) => [u.id, u])).values()];
}

function senderOf(services: Services, caller: Principal) {
  const company = caller.companyId ? services.store.collection('companies').get(caller.companyId) : undefined;
  return company
    ? { id: company.id, name: company.name, type: company.type }
    : { id: 'casebridge', name: 'CaseBridge', type: 'INTERNAL' };
}

/** Notifies (and e-mails, when the notice has a mail) the other side of a change to `provider`'s billing. */
export function notifyBillingChange(
  services: Services,
  caller: Principal,
  scope: { legalCase: LegalCase; provider: Company; side: BillingSide },
  notice: BillingNotice,
): void {
  const { legalCase, provider, side } = scope;
  const receivers = otherSideAudience(services, caller, legalCase, provider, side);
  notifyAboutCase(services, legalCase, receivers, {
    section: notice.section,
    action: notice.action,
    message: notice.message,
    description: notice.description,
    relatedId: provider.id,
    sender: senderOf(services, caller),
  });
  if (notice.mail) for (const user of receivers) sendMail(services, { to: user.email, ...notice.mail });
}

/** The name the records and messages show for the acting user. */
export function actorName(services: Services, caller: Principal): string {
  const user = services.store.collection('users').get(caller.userId);
  return user ? `${user.name} ${user.lastName}`.trim() : 'CaseBridge';
}
