/**
 * New review work for the staff (issue 40 item 13, SPEC.md 4 "Notifications" section PENDING_REVIEW): a company
 * that finishes its activation, or answers a request for information, notifies every active internal user who
 * may validate it (the domain's registry.validate: SUPER_USER and SYSTEM_ADMIN) and the company's sales
 * representative. `extra` is the company id: the console's bell opens its registry page.
 */
import { INTERNAL_ROLES, MESSAGES, can, format, isKnownNotificationPair } from '@casebridge/domain';
import type { Company, UserRecord } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';

export type ReviewEvent = 'activated' | 'infoAnswered';

const TEXTS: Record<ReviewEvent, { message: string; description: string }> = {
  activated: { message: MESSAGES.staffReviewActivated, description: MESSAGES.staffReviewActivatedText },
  infoAnswered: { message: MESSAGES.staffReviewAnswered, description: MESSAGES.staffReviewAnsweredText },
};

const SECTION = 'PENDING_REVIEW';
const ACTION = 'ADD';

const isActive = (user: UserRecord) => user.enabled && user.status === 'ACTIVE';

/** The internal users told of the company's review: the reviewers and its sales representative, once each. */
export function reviewRecipients(services: Services, company: Company): UserRecord[] {
  const users = services.store.collection('users');
  const reviewers = INTERNAL_ROLES.flatMap((role) => users.findBy('userType', role)).filter(
    (user) =>
      isActive(user) &&
      can(
        { ...user, permission: null, companyType: null, companyStatus: null, subscriptionType: null },
        'registry.validate',
      ),
  );
  const rep = company.salesRepresentativeId ? users.get(company.salesRepresentativeId) : undefined;
  const all = rep && isActive(rep) ? [...reviewers, rep] : reviewers;
  return [...new Map(all.map((user) => [user.id, user])).values()];
}

/** Notifies the staff who review that `company` waits for them. */
export function notifyReviewers(services: Services, company: Company, event: ReviewEvent): void {
  if (!isKnownNotificationPair(SECTION, ACTION)) throw new Error(`unknown pair ${SECTION}:${ACTION}`);
  const texts = TEXTS[event];
  const now = services.clock.now().toISOString();
  const owner = company.ownerId ? services.store.collection('users').get(company.ownerId) : undefined;
  const sender = owner
    ? { id: owner.id, name: `${owner.name} ${owner.lastName}`.trim(), type: owner.userType }
    : { id: company.id, name: company.name, type: company.type };
  for (const user of reviewRecipients(services, company)) {
    services.store.insert('notifications', {
      userId: user.id,
      read: false,
      message: texts.message,
      description: format(texts.description, { company: company.name }),
      createAt: now,
      section: SECTION,
      action: ACTION,
      extra: company.id,
      caseFolio: null,
      sender,
      receiver: { id: user.id, name: `${user.name} ${user.lastName}`.trim(), type: user.userType },
      company: company.id,
    });
  }
}
