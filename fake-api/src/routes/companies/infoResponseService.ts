/**
 * Answers to a request for information (issue 17 item 16): the owner of an INFO_REQUIRED company answers the
 * staff's message with a message and files; the company goes back to review (the domain's answerInfoRequest
 * transition). Files are stored under info-responses/{fileId} with random ids and served with the safe
 * headers of blobResponse. Staff and the company's own users read the answers; anyone else gets 404.
 */
import { randomUUID } from 'node:crypto';
import {
  LIMITS,
  MESSAGES,
  infoAnswerFilesError,
  infoAnswerSchema,
  isInternal,
  nextStatus,
} from '@casebridge/domain';
import type { Company, InfoResponse, InfoResponseFile } from '@casebridge/domain';
import { conflict, forbidden, notFound, payloadTooLarge, validationError } from '../../core/errors.ts';
import type { ApiResponse, Principal, Services, UploadedFile } from '../../core/types.ts';
import { validate } from '../../core/validate.ts';
import { inCompanyOrInternal } from '../access.ts';
import { blobResponse, readBlob } from '../blobResponse.ts';
import { companyOr404 } from './companies.ts';
import { notifyReviewers } from './staffReviewNotices.ts';

const FOLDER = 'info-responses';

/** The company when the caller may see it (its users, internal staff): 404 for anyone else. */
export function visibleCompany(services: Services, principal: Principal, companyId: string): Company {
  const company = companyOr404(services, companyId);
  if (!inCompanyOrInternal(principal, company.id)) throw notFound();
  return company;
}

/** A file name as uploaded, kept readable: no path, no control characters, at most 120 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 120) || 'file';
}

/** The files of the answer, checked with the domain's rules before anything is stored. */
function checkFiles(files: UploadedFile[]): UploadedFile[] {
  if (files.some((file) => file.size > LIMITS.infoAnswerFileMaxBytes)) throw payloadTooLarge();
  const problem = infoAnswerFilesError(files.map((file) => ({ type: file.mimeType, size: file.size })));
  if (problem) throw validationError({ files: problem }, problem);
  return files;
}

/** The owner's answer: stored with its files, and the company back to PENDING_REVIEW. */
export async function answerInfoRequest(
  services: Services,
  principal: Principal,
  companyId: string,
  body: unknown,
  uploaded: UploadedFile[] = [],
): Promise<{ company: Company; response: InfoResponse }> {
  const company = visibleCompany(services, principal, companyId);
  if (isInternal(principal) || principal.permission !== 'OWNER')
    throw forbidden(MESSAGES.infoAnswerOwnerOnly);
  const to = nextStatus('answerInfoRequest', company.status);
  if (!to) throw conflict(MESSAGES.infoAnswerNotAllowed);
  const { message } = validate(infoAnswerSchema, body);
  const files: InfoResponseFile[] = [];
  for (const file of checkFiles(uploaded.filter((f) => f.field === 'files'))) {
    const id = randomUUID();
    await services.uploads?.put(`${FOLDER}/${id}`, file.buffer, file.mimeType);
    files.push({ id, name: cleanName(file.originalName), mimeType: file.mimeType, size: file.size });
  }
  const author = services.store.collection('users').get(principal.userId);
  const now = services.clock.now().toISOString();
  const response = services.store.insert('infoResponses', {
    companyId: company.id,
    requestMessage: company.infoRequestMessage,
    message,
    files,
    authorId: principal.userId,
    authorName: author ? `${author.name} ${author.lastName}`.trim() : principal.email,
    createdAt: now,
  });
  const updated = services.store.update('companies', company.id, {
    status: to,
    submittedAt: now,
    updatedAt: now,
  });
  notifyReviewers(services, updated, 'infoAnswered');
  return { company: updated, response };
}

/** The company's answers, newest first. */
export function infoResponsesOf(services: Services, principal: Principal, companyId: string): InfoResponse[] {
  const company = visibleCompany(services, principal, companyId);
  return services.store
    .collection('infoResponses')
    .findBy('companyId', company.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A header-safe download name: the uploaded name without its extension, ASCII letters, digits, - and _. */
const downloadName = (file: InfoResponseFile) =>
  file.name
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .slice(0, 80) || file.id;

/** One attached file, when it belongs to an answer of a company the caller may see (404 otherwise). */
export async function infoResponseFile(
  services: Services,
  principal: Principal,
  companyId: string,
  fileId: string,
): Promise<ApiResponse> {
  const file = infoResponsesOf(services, principal, companyId)
    .flatMap((response) => response.files)
    .find((candidate) => candidate.id === fileId);
  const blob = file ? await readBlob(services, `${FOLDER}/${file.id}`) : undefined;
  if (!file || !blob) throw notFound();
  return blobResponse(blob, downloadName(file));
}
