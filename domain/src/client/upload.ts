/**
 * Multipart uploads with real progress: XMLHttpRequest reports the bytes of the request body sent so far
 * (upload.onprogress), which fetch cannot. Where there is no XMLHttpRequest (node, the contract tests) the
 * upload goes through fetch and reports its progress once, when it is done.
 */
import { HttpError } from 'ra-core';
import { COMMON_MESSAGES } from '@casebridge/domain';
import { rawFetch } from './transport.ts';
import type { HttpResponse } from './transport.ts';

/** Bytes of the request body sent so far, of `total`. */
export type UploadProgressListener = (loaded: number, total: number) => void;

export interface UploadOptions {
  onProgress?: UploadProgressListener | undefined;
  signal?: AbortSignal | undefined;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function xhrUpload(url: string, form: FormData, token: string | undefined, options: UploadOptions) {
  return new Promise<HttpResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      const body = xhr.responseText;
      resolve({ status: xhr.status, headers: headersOf(xhr), body, json: parseJson(body) });
    };
    xhr.onerror = () => reject(new HttpError(COMMON_MESSAGES.genericError, 0, null));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (options.signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

/** Sends `form` (POST); answers every HTTP status, like rawFetch. */
export async function sendUpload(
  url: string,
  form: FormData,
  token: string | undefined,
  options: UploadOptions = {},
): Promise<HttpResponse> {
  if (typeof XMLHttpRequest === 'undefined') {
    const response = await rawFetch(
      url,
      { method: 'POST', body: form, signal: options.signal ?? null },
      token,
    );
    options.onProgress?.(1, 1);
    return response;
  }
  return xhrUpload(url, form, token, options);
}
