import { notFound } from '../core/errors.ts';
import type { ApiResponse, BlobStore, Services } from '../core/types.ts';

type Blob = NonNullable<Awaited<ReturnType<BlobStore['get']>>>;

/** The types a user file is served as (with its file extension); any other is application/octet-stream. */
const SERVED_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
/** Shown in the browser; everything else is downloaded (an uploaded .html never runs on our origin). */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);
const OCTET_STREAM = 'application/octet-stream';

export const servedType = (mimeType: string): string => (SERVED_TYPES[mimeType] ? mimeType : OCTET_STREAM);
export const isImage = (mimeType: string): boolean => mimeType === 'image/png' || mimeType === 'image/jpeg';

/**
 * A user file as an answer: its type from the allow-list, nosniff (browsers never guess another), and
 * Content-Disposition: inline only for images and PDFs, an attachment named `{name}.{ext}` otherwise.
 */
export function blobResponse(blob: Blob, name = 'file'): ApiResponse {
  const type = servedType(blob.mimeType);
  const disposition = INLINE_TYPES.has(type) ? 'inline' : 'attachment';
  const extension = SERVED_TYPES[type] ?? 'bin';
  return {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Disposition': `${disposition}; filename="${name}.${extension}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=60',
    },
    body: blob.data,
  };
}

/** One segment of a blob key: a record or file id, short and file-system safe. */
const KEY_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * An uploaded file, or undefined when there is none; ids that no upload can have (too long, odd characters)
 * are refused before the file system is touched (a 5,000-character id answered 500 ENAMETOOLONG).
 */
export async function readBlob(services: Services, key: string): Promise<Blob | undefined> {
  if (!key.split('/').every((segment) => KEY_SEGMENT.test(segment))) return undefined;
  return (await services.uploads?.get(key)) ?? undefined;
}

/** An uploaded file as a download, or 404 no_such_element. */
export async function sendBlob(services: Services, key: string): Promise<ApiResponse> {
  const blob = await readBlob(services, key);
  if (!blob) throw notFound();
  return blobResponse(blob, key.split('/').pop());
}
