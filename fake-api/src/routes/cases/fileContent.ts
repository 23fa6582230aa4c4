/**
 * A case file's bytes: what an upload must look like for its type (its first bytes, or text without NUL
 * bytes), where the content comes from (the upload on disk, or the generated sample of the demo data), and
 * the answer that serves it: the media type from the allow-list, nosniff, Content-Disposition inline only
 * for images and PDFs (when asked), the file's own name, and no caching of health records.
 */
import { sampleFileContent } from '@casebridge/fixtures';
import { caseFileTypeOfMime, isInlineFileType } from '@casebridge/domain';
import type { CaseFile } from '@casebridge/domain';
import type { ApiResponse, Services } from '../../core/types.ts';
import { CASE_FILES_FOLDER } from '../../store/uploads.ts';
import { readBlob } from '../blobResponse.ts';

export const caseFileKey = (fileId: string): string => `${CASE_FILES_FOLDER}/${fileId}`;

const startsWith = (data: Buffer, signature: string | number[], at = 0) => {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return data.length >= at + bytes.length && data.subarray(at, at + bytes.length).equals(bytes);
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Text: no NUL byte and valid UTF-8 (an executable renamed .txt is not text). */
function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** Whether `data` looks like a file of media type `mime` (the allow-list's types only). */
export function contentMatchesType(mime: string, data: Buffer): boolean {
  switch (mime) {
    case 'application/pdf':
      return startsWith(data, '%PDF-');
    case 'image/png':
      return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(data, [0xff, 0xd8, 0xff]);
    case 'image/gif':
      return startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a');
    case 'image/webp':
      return startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8);
    case 'application/msword':
      return startsWith(data, OLE);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return startsWith(data, ZIP);
    case 'text/csv':
    case 'text/plain':
      return isText(data);
    default:
      return false;
  }
}

/** The file's bytes, or null when its upload is missing. */
export async function readCaseFileContent(
  services: Services,
  file: CaseFile,
  folio: string,
): Promise<Buffer | null> {
  if (file.source === 'SAMPLE')
    return sampleFileContent({ id: file.id, name: file.name, type: file.type, folio });
  return (await readBlob(services, caseFileKey(file.id)))?.data ?? null;
}

/** `filename="…"` (ASCII, no quotes) and `filename*` (UTF-8) of a Content-Disposition. */
function dispositionName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The answer carrying a file: inline only when asked and its type is an image or a PDF. */
export function caseFileResponse(
  file: Pick<CaseFile, 'name' | 'type'>,
  data: Buffer,
  wantInline: boolean,
): ApiResponse {
  const known = caseFileTypeOfMime(file.type);
  const type = known
    ? known.mime.startsWith('text/')
      ? `${known.mime}; charset=utf-8`
      : known.mime
    : 'application/octet-stream';
  const inline = wantInline && isInlineFileType(file.type);
  return {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; ${dispositionName(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
    body: data,
  };
}

/** Whether an answer of caseFileResponse shows the file (a view) rather than downloads it. */
export const isInlineAnswer = (response: ApiResponse): boolean =>
  response.headers?.['Content-Disposition']?.startsWith('inline') ?? false;
