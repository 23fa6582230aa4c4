/**
 * What the other parties of a case hear about its changes (issue 13: every action that concerns another party
 * notifies it): a status change reaches the collaborators and the claimant, a company added to a case hears
 * it can see it, a file reaches the side that did not upload it. The acting user is never told of their own act.
 */
import type { CaseFile, LegalCase, UserRecord } from '@casebridge/domain';
import { CASE_STATUS_LABELS } from '@casebridge/domain';
import type { Principal, Services } from '../../core/types.ts';
import { firmAudience, notifyAboutCase } from './caseNotifications.ts';

/** The active owners and admins of a company: who hears about its cases. */
export function companyAudience(services: Services, companyId: string): UserRecord[] {
  return services.store
    .collection('users')
    .findBy('companyId', companyId)
    .filter((u) => u.status === 'ACTIVE' && (u.permission === 'OWNER' || u.permission === 'ADMIN'));
}

function claimantUser(services: Services, legalCase: LegalCase): UserRecord[] {
  if (!legalCase.claimantId) return [];
  const userId = services.store.collection('claimants').get(legalCase.claimantId)?.userId;
  const user = userId ? services.store.collection('users').get(userId) : undefined;
  return user && user.status === 'ACTIVE' ? [user] : [];
}

function senderOf(services: Services, caller: Principal) {
  const company = caller.companyId ? services.store.collection('companies').get(caller.companyId) : undefined;
  return company
    ? { id: company.id, name: company.name, type: company.type }
    : { id: caller.userId, name: 'CaseBridge', type: 'INTERNAL' };
}

const others = (caller: Principal, users: readonly UserRecord[]) => {
  const seen = new Set<string>();
  return users.filter((u) => u.id !== caller.userId && !seen.has(u.id) && seen.add(u.id));
};

/**
 * A status change reaches the collaborators' owners and admins and the claimant; those who asked for a status
 * update and are still waiting hear it through the answer to their request instead (statusRequestService).
 */
export function noticeStatusChanged(
  services: Services,
  caller: Principal,
  before: LegalCase,
  after: LegalCase,
) {
  const asking = new Set(
    services.store
      .collection('caseStatusRequests')
      .findBy('caseId', after.id)
      .filter((r) => r.state === 'OPEN')
      .map((r) => r.requestedById),
  );
  const receivers = others(caller, [
    ...after.collaboratorCompanyIds.flatMap((id) => companyAudience(services, id)),
    ...claimantUser(services, after),
  ]).filter((u) => !asking.has(u.id));
  const sender = senderOf(services, caller);
  notifyAboutCase(services, after, receivers, {
    action: 'UPDATE_CASE_STATUS',
    message: 'Case status updated',
    description: `${sender.name} moved case ${after.folio} from ${CASE_STATUS_LABELS[before.status]} to ${CASE_STATUS_LABELS[after.status]}.`,
    relatedId: after.attorneyCompanyId,
    sender,
  });
}

export function noticeCollaboratorAdded(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  companyId: string,
) {
  if (companyId === caller.companyId) return;
  const sender = senderOf(services, caller);
  const receivers = others(caller, companyAudience(services, companyId));
  notifyAboutCase(services, legalCase, receivers, {
    action: 'VISIBLE',
    message: 'Case shared with you',
    description: `${sender.name} added your company to case ${legalCase.folio}.`,
    relatedId: legalCase.attorneyCompanyId,
    sender,
  });
  const now = services.clock.now().toISOString();
  for (const user of receivers)
    services.store.insert('outbox', {
      to: user.email,
      subject: `${sender.name} shared case ${legalCase.folio} with you on CaseBridge`,
      body: `Hello ${user.name},\n\n${sender.name} added your company to case ${legalCase.folio}. Sign in to CaseBridge to see it.`,
      sentAt: now,
    });
}

/** New files reach the firm when a collaborator uploads, and the sides a firm's upload is shared with. */
export function noticeFilesAdded(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  files: readonly CaseFile[],
) {
  const byFirm = caller.companyId === legalCase.attorneyCompanyId;
  for (const file of files) {
    const sharing = file.sharedWith;
    const receivers = byFirm
      ? [
          ...(sharing === 'COLLABORATORS' || sharing === 'EVERYONE'
            ? legalCase.collaboratorCompanyIds.flatMap((id) => companyAudience(services, id))
            : []),
          ...(sharing === 'CLAIMANT' || sharing === 'EVERYONE' ? claimantUser(services, legalCase) : []),
        ]
      : firmAudience(services, legalCase);
    const sender = senderOf(services, caller);
    notifyAboutCase(services, legalCase, others(caller, receivers), {
      section: 'FILE',
      action: 'ADD',
      message: 'New file',
      description: `${sender.name} uploaded ${file.name} to case ${legalCase.folio}.`,
      relatedId: file.id,
      sender,
    });
  }
}

/** A file deleted by someone of another company than its uploader's: the uploader hears it. */
export function noticeFileDeleted(
  services: Services,
  caller: Principal,
  legalCase: LegalCase,
  file: CaseFile,
) {
  if (file.uploaderCompanyId === caller.companyId) return;
  const uploader = services.store.collection('users').get(file.uploadedBy);
  if (!uploader || uploader.status !== 'ACTIVE') return;
  const sender = senderOf(services, caller);
  notifyAboutCase(services, legalCase, others(caller, [uploader]), {
    section: 'FILE',
    action: 'DELETE',
    message: 'File removed',
    description: `${sender.name} removed ${file.name} from case ${legalCase.folio}.`,
    relatedId: file.id,
    sender,
  });
}
