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

/** An uploaded file as a download, or 404 no_such_element. */
export async function sendBlob(services: Services, key: string): Promise<ApiResponse> {
  const blob = await services.uploads?.get(key);
  if (!blob) throw notFound();
  return blobResponse(blob);
}
