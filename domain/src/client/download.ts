/** Binary downloads (report workbooks) with progress: the body is read chunk by chunk against Content-Length. */
import { HttpError } from 'ra-core';
import { COMMON_MESSAGES } from '@casebridge/domain';
import { toHttpError } from './transport.ts';

export interface Download {
  blob: Blob;
  /** From Content-Disposition, else the last path segment. */
  filename: string;
}

/** 0..1 when the size is known, null while it is not. */
export type ProgressListener = (fraction: number | null) => void;

export function filenameOf(response: Response, url: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? url.split('?')[0]!.split('/').filter(Boolean).pop() ?? 'download';
}

export async function readWithProgress(response: Response, onProgress?: ProgressListener): Promise<Blob> {
  const total = Number(response.headers.get('Content-Length')) || 0;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress?.(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress?.(total ? Math.min(received / total, 1) : null);
  }
  onProgress?.(1);
  return new Blob(chunks as BlobPart[], { type });
}

/** A failed download: the API's error message when the body is JSON, else the generic one. */
export async function downloadError(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  if (response.status === 0) return new HttpError(COMMON_MESSAGES.genericError, 0, null);
  return toHttpError({ status: response.status, headers: response.headers, body: text, json });
}
