/**
 * The case notifications (section CASE of SPEC.md 4 "Notifications"): one per receiving user, with the case's
 * folio and `extra` = "{caseId}:{related id}" (the notification list opens the case from it).
 */
import { isKnownNotificationPair } from '@casebridge/domain';
import type { LegalCase, NotificationAction, NotificationSection, UserRecord } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';

export interface CaseNotice {
  /** CASE unless given (FILE for a file's events). */
  section?: NotificationSection;
  action: NotificationAction;
  message: string;
  description: string;
  /** The id after the case's in `extra` (a request, a company...). */
  relatedId: string;
  sender: { id: string; name: string; type: string };
}

const fullName = (user: UserRecord) => `${user.name} ${user.lastName}`.trim();

/** The firm's users told about a case: its responsible attorney and the firm's owners and admins. */
export function firmAudience(services: Services, legalCase: LegalCase): UserRecord[] {
  const members = services.store.collection('users').findBy('companyId', legalCase.attorneyCompanyId);
  return members.filter(
    (user) =>
      user.status === 'ACTIVE' &&
      (user.id === legalCase.attorneyUserId || user.permission === 'OWNER' || user.permission === 'ADMIN'),
  );
}

export function notifyAboutCase(
  services: Services,
  legalCase: LegalCase,
  receivers: readonly UserRecord[],
  notice: CaseNotice,
): void {
  const section = notice.section ?? 'CASE';
  // Only pairs the portal knows how to open (domain NOTIFICATION_TARGETS) are ever emitted.
  if (!isKnownNotificationPair(section, notice.action))
    throw new Error(`No notification target for ${section}:${notice.action}`);
  const createAt = services.clock.now().toISOString();
  for (const user of receivers)
    services.store.insert('notifications', {
      userId: user.id,
      read: false,
      message: notice.message,
      description: notice.description,
      createAt,
      section,
      action: notice.action,
      extra: `${legalCase.id}:${notice.relatedId}`,
      caseFolio: legalCase.folio,
      sender: notice.sender,
      receiver: { id: user.id, name: fullName(user), type: user.userType },
      company: user.companyId,
    });
}
