/**
 * The case-file service (issue 11, "Files"): who sees which file (the case's own scope, then its sharing:
 * 404 otherwise, so ids cannot be probed), the file as the API answers it, and the audit trail every access
 * and change writes: who, what, when and how (signed in, or through a share link), copied into the case's
 * activity log. Routes (files.ts, fileShares.ts) only parse, authorize and answer.
 */
import { CASE_FILE_ABILITIES, canCreateShareLink, visibleFileSharing } from '@casebridge/domain';
import type {
  CaseActivityAction,
  CaseFile,
  CaseFileView,
  FileAccessChannel,
  FileAuditAction,
} from '@casebridge/domain';
import { notFound } from '../../core/errors.ts';
import type { ListFilter } from '../../core/listRoute.ts';
import type { Principal, Services } from '../../core/types.ts';
import { recordActivity, seeCase, userName } from './caseService.ts';
import type { SeenCase } from './caseService.ts';

export interface SeenFile {
  seen: SeenCase;
  file: CaseFile;
}

/** The case, when the caller may see its files (404 otherwise: a claimant or staff member sees none). */
export function seeCaseFiles(services: Services, caller: Principal, caseId: string): SeenCase {
  const seen = seeCase(services, caller, caseId);
  if (!CASE_FILE_ABILITIES.read(seen.access)) throw notFound();
  return seen;
}

/**
 * Whether `fileId` is the settlement breakdown of a reduction request to the caller's company on this case
 * (issue 14): the provider asked reads it whatever the file's sharing, and no other provider does (a breakdown
 * lists every provider's balance).
 */
function isBreakdownFor(services: Services, caller: Principal, seen: SeenCase, fileId: string): boolean {
  if (seen.access !== 'COLLABORATOR' || !caller.companyId) return false;
  return services.store
    .collection('reductions')
    .list({
      filter: { caseId: seen.legalCase.id, healthProviderCompanyId: caller.companyId },
      range: [0, 999],
    })
    .data.some((r) => r.breakdownFileId === fileId);
}

/** One file of the case as the caller may see it; 404 when it is not there or not shared with them. */
export function seeFile(services: Services, caller: Principal, caseId: string, fileId: string): SeenFile {
  const seen = seeCaseFiles(services, caller, caseId);
  const file = services.store.collection('files').get(fileId);
  if (!file || file.caseId !== seen.legalCase.id) throw notFound();
  const sharing = visibleFileSharing(seen.access) ?? [];
  if (!sharing.includes(file.sharedWith) && !isBreakdownFor(services, caller, seen, fileId)) throw notFound();
  return { seen, file };
}

/** The list filter of a case's files for the caller (null: a sharing they may not see was asked for). */
export function visibleFilesFilter(seen: SeenCase, filter: ListFilter): ListFilter | null {
  const sharing = visibleFileSharing(seen.access) ?? [];
  const asked = [filter['sharedWith'] ?? []].flat() as string[];
  const allowed = asked.length ? asked.filter((s) => (sharing as readonly string[]).includes(s)) : sharing;
  if (allowed.length === 0) return null;
  const scoped = { ...filter, caseId: seen.legalCase.id };
  // The firm sees every sharing: no filter on it unless asked (the (caseId, uploadedAt) index serves it).
  if (seen.access === 'FIRM' && !asked.length) return scoped;
  return { ...scoped, sharedWith: allowed.length === 1 ? allowed[0] : allowed };
}

/**
 * Whether the caller may create a share link to the case's files (issue 39): the firm only, then the domain's
 * rule with the firm's shareLinkPolicy. The create route enforces it; the file view answers it for the portal.
 */
export function mayCreateShareLinkOn(services: Services, caller: Principal, seen: SeenCase): boolean {
  if (!CASE_FILE_ABILITIES.share(seen.access)) return false;
  const firm = services.store.collection('companies').get(seen.legalCase.attorneyCompanyId);
  const { attorneyUserId } = seen.legalCase;
  return canCreateShareLink(caller, { access: seen.access, attorneyUserId, policy: firm?.shareLinkPolicy });
}

export function fileView(
  services: Services,
  caller: Principal,
  seen: SeenCase,
  file: CaseFile,
): CaseFileView {
  const { source: _source, uploaderCompanyId, ...rest } = file;
  const company = uploaderCompanyId ? services.store.collection('companies').get(uploaderCompanyId) : null;
  return {
    ...rest,
    uploaderName: userName(services, file.uploadedBy),
    uploaderCompanyName: company?.name ?? null,
    mayManage: CASE_FILE_ABILITIES.manage({ access: seen.access, userId: caller.userId }, file),
    mayCreateShareLink: mayCreateShareLinkOn(services, caller, seen),
  };
}

/** The case activity line of each audited action. */
const ACTIVITY: Record<FileAuditAction, CaseActivityAction> = {
  UPLOADED: 'FILE_ADDED',
  VIEWED: 'FILE_VIEWED',
  DOWNLOADED: 'FILE_DOWNLOADED',
  SHARED: 'FILE_SHARED',
  LINK_REVOKED: 'FILE_SHARE_REVOKED',
  RENAMED: 'FILE_RENAMED',
  UPDATED: 'FILE_UPDATED',
  DELETED: 'FILE_DELETED',
};

const ACTIVITY_TEXT: Record<FileAuditAction, string> = {
  UPLOADED: 'uploaded',
  VIEWED: 'viewed',
  DOWNLOADED: 'downloaded',
  SHARED: 'shared by link',
  LINK_REVOKED: 'share link revoked',
  RENAMED: 'renamed',
  UPDATED: 'changed',
  DELETED: 'deleted',
};

export interface FileEvent {
  file: CaseFile;
  action: FileAuditAction;
  /** null: a visitor through a share link. */
  caller: Principal | null;
  channel?: FileAccessChannel;
  detail?: string;
}

/** Records one event in the file's audit trail and the case's activity log. */
export function recordFileEvent(services: Services, event: FileEvent): void {
  const { file, action, caller, channel = 'PORTAL', detail = '' } = event;
  const actorName = caller ? userName(services, caller.userId) : 'Someone with a share link';
  services.store.insert('fileAuditEvents', {
    caseId: file.caseId,
    fileId: file.id,
    fileName: file.name,
    action,
    actorId: caller?.userId ?? null,
    actorName,
    actorCompanyId: caller?.companyId ?? null,
    channel,
    detail,
    at: services.clock.now().toISOString(),
  });
  const via = channel === 'SHARE_LINK' ? ' through a share link' : '';
  const text = `File ${file.name} ${ACTIVITY_TEXT[action]}${via}${detail ? `: ${detail}` : ''}`;
  if (caller) recordActivity(services, caller, file.caseId, ACTIVITY[action], text);
  else
    services.store.insert('caseActivities', {
      caseId: file.caseId,
      actorId: null,
      actorName,
      action: ACTIVITY[action],
      detail: text,
      createAt: services.clock.now().toISOString(),
    });
}
