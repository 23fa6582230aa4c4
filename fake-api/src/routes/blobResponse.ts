import { notFound } from '../core/errors.ts';
import type { ApiResponse, BlobStore, Services } from '../core/types.ts';

type Blob = NonNullable<Awaited<ReturnType<BlobStore['get']>>>;

export function blobResponse(blob: Blob): ApiResponse {
  return {
    status: 200,
    headers: { 'Content-Type': blob.mimeType, 'Cache-Control': 'private, max-age=60' },
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
  return blobResponse(blob);
}
