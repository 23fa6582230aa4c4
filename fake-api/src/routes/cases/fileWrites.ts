/**
 * Case-file writes (issue 11, "Files"): uploads (every file checked before any is stored: its type from
 * the allow-list and its content, its size; each stored durably under a random id before its row), edits
 * (name, category, sharing), deletion, share links (a random token of which only the hash is kept) and
 * requests for a file (a FILE / REQUEST_FILE notification to the other party). Each is audited.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CASE_FILE_CATEGORY_LABELS,
  CASE_FILE_MAX_BYTES,
  CASE_FILE_MESSAGES,
  CASE_FILES_PER_UPLOAD,
  CASE_FILE_SHARING_LABELS,
  caseFileProblem,
  caseFileTypeOf,
  renamedFileName,
  sharedFilePath,
  shareLinkExpiry,
  uploadSharing,
} from '@casebridge/domain';
import type {
  CaseFile,
  CaseFileUpdate,
  CaseFileUploadFields,
  FileRequestResult,
  FileShareLink,
  ShareLinkView,
} from '@casebridge/domain';
import { badRequest, payloadTooLarge, validationError } from '../../core/errors.ts';
import type { Principal, Services, UploadedFile } from '../../core/types.ts';
import { recordActivity, userName } from './caseService.ts';
import type { SeenCase } from './caseService.ts';
import { caseFileKey, contentMatchesType } from './fileContent.ts';
import { recordFileEvent } from './fileService.ts';
import { noticeFileDeleted, noticeFilesAdded } from './caseEventNotices.ts';

interface CheckedUpload {
  upload: UploadedFile;
  mime: string;
}

/** A refused upload: the reason is the answer's message too, so every client shows it (issue 40 item 36). */
const refusedFiles = (reason: string) => validationError({ files: reason }, reason);

/** Every file of an upload, checked before anything is stored (413 above the limit, 400 otherwise). */
function checkUploads(files: readonly UploadedFile[]): CheckedUpload[] {
  if (files.length === 0) throw refusedFiles(CASE_FILE_MESSAGES.noFiles);
  if (files.length > CASE_FILES_PER_UPLOAD) throw refusedFiles(CASE_FILE_MESSAGES.tooMany);
  return files.map((upload) => {
    const file = { name: upload.originalName, type: upload.mimeType, size: upload.buffer.length };
    if (file.size > CASE_FILE_MAX_BYTES) throw payloadTooLarge(CASE_FILE_MESSAGES.tooLarge);
    const problem = caseFileProblem(file);
    const type = caseFileTypeOf(file);
    if (problem || !type) throw refusedFiles(problem ?? CASE_FILE_MESSAGES.typeNotAllowed);
    if (!contentMatchesType(type.mime, upload.buffer))
      throw refusedFiles(`${upload.originalName}: ${CASE_FILE_MESSAGES.contentMismatch}`);
    return { upload, mime: type.mime };
  });
}

/** A stored name: the sent one without any path, control characters or excess length. */
function cleanName(originalName: string, mime: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? originalName;
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return renamedFileName(clean.length > 120 ? clean.slice(-120) : clean, mime);
}

/** Stores the files of one upload (each content durable before its row) and audits each. */
export async function storeUploads(
  services: Services,
  caller: Principal,
  seen: SeenCase,
  files: readonly UploadedFile[],
  fields: CaseFileUploadFields,
): Promise<CaseFile[]> {
  const checked = checkUploads(files);
  const now = services.clock.now().toISOString();
  const sharedWith = uploadSharing(seen.access, fields.sharedWith);
  const stored: CaseFile[] = [];
  for (const { upload, mime } of checked) {
    const id = randomUUID();
    await services.uploads?.put(caseFileKey(id), upload.buffer, mime);
    const file = services.store.insert('files', {
      id,
      caseId: seen.legalCase.id,
      name: cleanName(upload.originalName, mime),
      type: mime,
      size: upload.buffer.length,
      category: fields.category ?? 'OTHER',
      sharedWith,
      uploadedBy: caller.userId,
      uploaderCompanyId: caller.companyId,
      uploadedAt: now,
      source: 'UPLOAD',
    });
    recordFileEvent(services, { file, action: 'UPLOADED', caller });
    stored.push(file);
  }
  noticeFilesAdded(services, caller, seen.legalCase, stored);
  return stored;
}

/**
 * Renames a file (any who may manage it) and, for the firm, changes its category and sharing; each change
 * is its own audit line.
 */
export function updateFile(
  services: Services,
  caller: Principal,
  seen: SeenCase,
  file: CaseFile,
  update: CaseFileUpdate,
): CaseFile {
  const name = renamedFileName(update.name, file.type);
  const firm = seen.access === 'FIRM';
  const changes: Partial<CaseFile> = { name, category: update.category };
  if (firm) changes.sharedWith = update.sharedWith;
  const updated = services.store.update('files', file.id, changes);
  if (name !== file.name)
    recordFileEvent(services, { file: updated, action: 'RENAMED', caller, detail: `was ${file.name}` });
  const details: string[] = [];
  if (updated.category !== file.category)
    details.push(`category ${CASE_FILE_CATEGORY_LABELS[updated.category]}`);
  if (updated.sharedWith !== file.sharedWith)
    details.push(`shared with ${CASE_FILE_SHARING_LABELS[updated.sharedWith].toLowerCase()}`);
  if (details.length)
    recordFileEvent(services, { file: updated, action: 'UPDATED', caller, detail: details.join(', ') });
  return updated;
}

/** Deletes a file's row and its share links (its content goes at the next start: store/uploads.ts). */
export function deleteFile(services: Services, caller: Principal, file: CaseFile): void {
  for (const link of services.store.collection('fileShareLinks').findBy('fileId', file.id))
    services.store.remove('fileShareLinks', link.id);
  services.store.remove('files', file.id);
  recordFileEvent(services, { file, action: 'DELETED', caller });
  const legalCase = services.store.collection('cases').get(file.caseId);
  if (legalCase) noticeFileDeleted(services, caller, legalCase, file);
}

/** SHA-256 of a share token, the only form of it that is stored. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new share link: 256 random bits, answered once; it expires SHARE_LINK_TTL_DAYS later. */
export function createShareLink(services: Services, caller: Principal, file: CaseFile): ShareLinkView {
  const token = randomBytes(32).toString('base64url');
  const now = services.clock.now();
  const expiresAt = shareLinkExpiry(now).toISOString();
  const createdByName = userName(services, caller.userId);
  const link = services.store.insert('fileShareLinks', {
    caseId: file.caseId,
    fileId: file.id,
    tokenHash: tokenHash(token),
    createdBy: caller.userId,
    createdByName,
    createdAt: now.toISOString(),
    expiresAt,
  });
  // The audit trail names who made the link (issue 39), as each access through it does.
  recordFileEvent(services, {
    file,
    action: 'SHARED',
    caller,
    detail: `by ${createdByName}, link valid until ${expiresAt.slice(0, 10)}`,
  });
  return { id: link.id, fileId: file.id, token, path: sharedFilePath(token), expiresAt };
}

/**
 * Revokes a share link: it stops working at once (its expiry becomes now, so its visitors get the expired
 * link's answer) and the revocation is audited. The row stays, for the record of who revoked it.
 */
export function revokeShareLink(
  services: Services,
  caller: Principal,
  file: CaseFile,
  link: FileShareLink,
): void {
  const now = services.clock.now().toISOString();
  services.store.update('fileShareLinks', link.id, {
    expiresAt: now,
    revokedAt: now,
    revokedBy: caller.userId,
  });
  recordFileEvent(services, {
    file,
    action: 'LINK_REVOKED',
    caller,
    detail: `link created ${link.createdAt.slice(0, 10)} by ${userName(services, link.createdBy)}`,
  });
}

/** The users told about a file request: a collaborator's owner, or the case's attorney and the firm's owner. */
function recipientsOf(services: Services, seen: SeenCase, companyId: string | null | undefined) {
  const { legalCase } = seen;
  const companies = services.store.collection('companies');
  if (seen.access === 'FIRM') {
    if (!legalCase.collaboratorCompanyIds.length) throw badRequest(CASE_FILE_MESSAGES.noCollaborator);
    if (!companyId || !legalCase.collaboratorCompanyIds.includes(companyId))
      throw validationError({ companyId: CASE_FILE_MESSAGES.requestTarget });
    const company = companies.get(companyId);
    return { company, userIds: [company?.ownerId] };
  }
  const firm = companies.get(legalCase.attorneyCompanyId);
  return { company: firm, userIds: [legalCase.attorneyUserId, firm?.ownerId] };
}

/** Asks the other party of the case for a file: a FILE / REQUEST_FILE notification to each recipient. */
export function requestFile(
  services: Services,
  caller: Principal,
  seen: SeenCase,
  request: { category: CaseFile['category']; message: string; companyId?: string | null | undefined },
): FileRequestResult {
  const { legalCase } = seen;
  const { company, userIds } = recipientsOf(services, seen, request.companyId);
  const sender = caller.companyId ? services.store.collection('companies').get(caller.companyId) : undefined;
  const users = services.store.collection('users');
  const now = services.clock.now().toISOString();
  const what = CASE_FILE_CATEGORY_LABELS[request.category].toLowerCase();
  const notified: FileRequestResult['notified'] = [];
  for (const userId of new Set(userIds.filter((id): id is string => !!id))) {
    const user = users.get(userId);
    if (!user) continue;
    const name = `${user.name} ${user.lastName}`.trim();
    services.store.insert('notifications', {
      userId,
      read: false,
      message: `File requested: ${what}`,
      description: `${userName(services, caller.userId)} of ${sender?.name ?? 'CaseBridge'} asks for a ${what} on case ${legalCase.folio}: ${request.message}`,
      createAt: now,
      section: 'FILE',
      action: 'REQUEST_FILE',
      extra: `${legalCase.id}:${caller.companyId ?? ''}`,
      caseFolio: legalCase.folio,
      sender: sender ? { id: sender.id, name: sender.name, type: sender.type } : null,
      receiver: { id: user.id, name, type: user.userType },
      company: company?.id ?? null,
    });
    notified.push({ id: user.id, name });
  }
  recordActivity(
    services,
    caller,
    legalCase.id,
    'FILE_REQUESTED',
    `${company?.name ?? 'The other party'} asked for a ${what}: ${request.message}`,
  );
  return { caseId: legalCase.id, notified };
}
