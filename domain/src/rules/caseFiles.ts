/**
 * Case files (issue 11, "Files"), written once for the API and the portal: the types a case file may be (its
 * extensions, media type and whether a browser shows it inline), the size limit, the categories, who a file
 * is shared with, what each relation to the case may do with files, the share links' lifetime and the audit
 * trail's actions. The API checks uploads with the same caseFileProblem() the upload form runs first.
 */
import type { CaseAccess } from '../schemas/cases.ts';
import { MESSAGES, format } from '../messages.ts';

export interface CaseFileType {
  /** The media type a file of this kind is stored and served as (the allow-list). */
  mime: string;
  /** The extensions accepted for it (lower case, no dot); the first one names downloads. */
  extensions: readonly string[];
  label: string;
  /** Shown in the browser (images and PDF); every other kind is only downloaded. */
  inline: boolean;
}

export const CASE_FILE_TYPES: readonly CaseFileType[] = [
  { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF', inline: true },
  { mime: 'image/png', extensions: ['png'], label: 'PNG image', inline: true },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG image', inline: true },
  { mime: 'image/gif', extensions: ['gif'], label: 'GIF image', inline: true },
  { mime: 'image/webp', extensions: ['webp'], label: 'WebP image', inline: true },
  { mime: 'application/msword', extensions: ['doc'], label: 'Word document', inline: false },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Word document',
    inline: false,
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'Excel workbook',
    inline: false,
  },
  { mime: 'text/csv', extensions: ['csv'], label: 'CSV', inline: false },
  { mime: 'text/plain', extensions: ['txt'], label: 'Text', inline: false },
];

/** 25 MB per file. */
export const CASE_FILE_MAX_MB = 25;
export const CASE_FILE_MAX_BYTES = CASE_FILE_MAX_MB * 1024 * 1024;
/** Files one upload request may carry. */
export const CASE_FILES_PER_UPLOAD = 10;
export const CASE_FILE_NAME_MAX_LENGTH = 120;
export const FILE_REQUEST_MESSAGE_MAX_LENGTH = 500;
/** A share link opens its file for 7 days. */
export const SHARE_LINK_TTL_DAYS = 7;
/** The `{type}` of the public file view /file/{type}/{id} for a case file's share link. */
export const SHARED_CASE_FILE_TYPE = 'case';

/** For <input type="file" accept>. */
export const CASE_FILE_ACCEPT = CASE_FILE_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(',');

export const CASE_FILE_CATEGORIES = [
  'MEDICAL_RECORD',
  'BILL',
  'POLICE_REPORT',
  'CORRESPONDENCE',
  'PHOTO',
  'OTHER',
] as const;
export type CaseFileCategory = (typeof CASE_FILE_CATEGORIES)[number];
export const CASE_FILE_CATEGORY_LABELS: Record<CaseFileCategory, string> = {
  MEDICAL_RECORD: 'Medical record',
  BILL: 'Bill',
  POLICE_REPORT: 'Police report',
  CORRESPONDENCE: 'Correspondence',
  PHOTO: 'Photo',
  OTHER: 'Other',
};

/**
 * Who a file is shared with: the firm only, the firm and the case's collaborators, the firm and the case's
 * registered claimant (a settlement statement the providers holding liens must not read), or everyone on
 * the case. The firm always sees every file.
 */
export const CASE_FILE_SHARING = ['FIRM', 'COLLABORATORS', 'CLAIMANT', 'EVERYONE'] as const;
export type CaseFileSharing = (typeof CASE_FILE_SHARING)[number];
export const CASE_FILE_SHARING_LABELS: Record<CaseFileSharing, string> = {
  FIRM: 'Firm only',
  COLLABORATORS: 'Firm and collaborators',
  CLAIMANT: 'Firm and claimant',
  EVERYONE: 'Firm, collaborators and claimant',
};

/** What the audit trail of a file records. */
export const FILE_AUDIT_ACTIONS = [
  'UPLOADED',
  'VIEWED',
  'DOWNLOADED',
  'SHARED',
  'LINK_REVOKED',
  'RENAMED',
  'UPDATED',
  'DELETED',
] as const;
export type FileAuditAction = (typeof FILE_AUDIT_ACTIONS)[number];
export const FILE_AUDIT_ACTION_LABELS: Record<FileAuditAction, string> = {
  UPLOADED: 'Uploaded',
  VIEWED: 'Viewed',
  DOWNLOADED: 'Downloaded',
  SHARED: 'Share link created',
  LINK_REVOKED: 'Share link revoked',
  RENAMED: 'Renamed',
  UPDATED: 'Sharing or category changed',
  DELETED: 'Deleted',
};
/** How an access reached the file: signed in, or through a share link (no account). */
export const FILE_ACCESS_CHANNELS = ['PORTAL', 'SHARE_LINK'] as const;
export type FileAccessChannel = (typeof FILE_ACCESS_CHANNELS)[number];

export const CASE_FILE_MESSAGES = {
  typeNotAllowed:
    'This type of file is not allowed. Upload a PDF, an image, a Word, Excel, CSV or text file.',
  tooLarge: format(MESSAGES.fileTooLarge, { max: CASE_FILE_MAX_MB }),
  contentMismatch: 'The file’s content does not match its type.',
  empty: 'The file is empty.',
  noFiles: 'Choose at least one file to upload.',
  tooMany: `Upload at most ${CASE_FILES_PER_UPLOAD} files at once.`,
  shareLinkUnknown: 'This share link does not exist. Ask the sender for a new link.',
  /** Also the answer of a revoked link: to its visitor, a revoked link is one that stopped working. */
  shareLinkExpired: 'This share link has expired or was revoked. Ask the sender for a new link.',
  shareLinkGone: 'This share link is no longer active.',
  fileGone: 'This file is no longer available.',
  contentMissing: 'The content of this file is not available.',
  firmOnly: 'Only the case’s law firm can do this',
  uploaderOrFirm: 'Only the law firm or the user who uploaded the file can do this',
  requestTarget: 'Choose a collaborator of this case to ask',
  noCollaborator: 'This case has no collaborator to ask yet',
} as const;

/** The allowed type of a file name's extension, or undefined. */
export function caseFileTypeOfName(name: string): CaseFileType | undefined {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return undefined;
  const extension = name.slice(dot + 1).toLowerCase();
  return CASE_FILE_TYPES.find((t) => t.extensions.includes(extension));
}

export function caseFileTypeOfMime(mime: string): CaseFileType | undefined {
  return CASE_FILE_TYPES.find((t) => t.mime === mime);
}

/** Browsers and OSes send these for any file they do not recognise: the extension decides then. */
const GENERIC_MIME_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
/** Media types browsers send for allowed files under another name (Windows declares a .csv as Excel). */
const MIME_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/csv': 'text/csv',
  'text/comma-separated-values': 'text/csv',
  'application/vnd.ms-excel': 'text/csv',
  'application/x-pdf': 'application/pdf',
};

/**
 * The allowed type of a file from its name and the media type its sender declared, or undefined: the
 * extension must be on the allow-list and the declared type, when specific, must agree with it.
 */
export function caseFileTypeOf(file: { name: string; type?: string | null }): CaseFileType | undefined {
  const byName = caseFileTypeOfName(file.name);
  if (!byName) return undefined;
  const declared = (file.type ?? '').toLowerCase().split(';')[0]!.trim();
  if (GENERIC_MIME_TYPES.has(declared)) return byName;
  const mime = MIME_ALIASES[declared] ?? declared;
  return mime === byName.mime ? byName : undefined;
}

/** A new name for a file of media type `mime`: it keeps an extension of that type (added when missing). */
export function renamedFileName(name: string, mime: string): string {
  const trimmed = name.trim();
  if (caseFileTypeOfName(trimmed)?.mime === mime) return trimmed;
  const extension = caseFileTypeOfMime(mime)?.extensions[0];
  return extension ? `${trimmed}.${extension}` : trimmed;
}

/** What is wrong with a file to upload (type, then size), or null; the form and the API both ask. */
export function caseFileProblem(file: { name: string; type?: string | null; size: number }): string | null {
  if (!caseFileTypeOf(file)) return CASE_FILE_MESSAGES.typeNotAllowed;
  if (file.size > CASE_FILE_MAX_BYTES) return CASE_FILE_MESSAGES.tooLarge;
  if (file.size === 0) return CASE_FILE_MESSAGES.empty;
  return null;
}

/** Whether a file of this media type is shown in the browser (images and PDF). */
export function isInlineFileType(mime: string): boolean {
  return caseFileTypeOfMime(mime)?.inline ?? false;
}

export function isImageFileType(mime: string): boolean {
  return isInlineFileType(mime) && mime.startsWith('image/');
}

/** Which files of a case a relation sees (null: none): the claimant reads and downloads, nothing more. */
export function visibleFileSharing(access: CaseAccess): readonly CaseFileSharing[] | null {
  if (access === 'FIRM') return CASE_FILE_SHARING;
  if (access === 'COLLABORATOR') return ['COLLABORATORS', 'EVERYONE'];
  if (access === 'CLAIMANT') return ['CLAIMANT', 'EVERYONE'];
  return null;
}

export interface FileActor {
  access: CaseAccess;
  userId: string;
}

/** What each relation to the case may do with its files. */
export const CASE_FILE_ABILITIES = {
  read: (access: CaseAccess) => visibleFileSharing(access) !== null,
  upload: (access: CaseAccess) => access === 'FIRM' || access === 'COLLABORATOR',
  /** Rename and delete: the firm, or whoever uploaded the file. */
  manage: ({ access, userId }: FileActor, file: { uploadedBy: string }) =>
    access === 'FIRM' || (access === 'COLLABORATOR' && file.uploadedBy === userId),
  /** Who a file is shared with, share links and the audit trail: the firm's. */
  share: (access: CaseAccess) => access === 'FIRM',
  readAudit: (access: CaseAccess) => access === 'FIRM',
  /** Asking the other party for a file: the firm asks a collaborator, a collaborator asks the firm. */
  request: (access: CaseAccess) => access === 'FIRM' || access === 'COLLABORATOR',
} as const;

/** Who an upload is shared with: the firm chooses; a collaborator's uploads are always shared. */
export function uploadSharing(access: CaseAccess, requested: CaseFileSharing | undefined): CaseFileSharing {
  return access === 'FIRM' ? (requested ?? 'FIRM') : 'COLLABORATORS';
}

/** When a share link created at `now` stops working. */
export function shareLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + SHARE_LINK_TTL_DAYS * 86_400_000);
}

/** Whether a share link still opens its file at `now` (a revoked link's expiry is the moment it was revoked). */
export function isShareLinkActive(link: { expiresAt: string }, now: Date): boolean {
  return Date.parse(link.expiresAt) > now.getTime();
}

/** The portal path of a share link's public view. */
export function sharedFilePath(token: string): string {
  return `/file/${SHARED_CASE_FILE_TYPE}/${encodeURIComponent(token)}`;
}

/** '1.2 MB', '830 KB', '12 bytes'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
