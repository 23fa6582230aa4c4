import type { ListResult } from '../store/types.ts';
import { jsonArray } from './jsonText.ts';
import type { ApiResponse } from './types.ts';

/** `companies 0-24/123`; an empty page has no first/last index: `companies <asterisk>/0`. */
export function contentRange(resource: string, start: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`;
}

function pageAnswer(
  resource: string,
  range: [number, number] | undefined,
  count: number,
  total: number,
  body: unknown,
): ApiResponse {
  const start = range?.[0] ?? 0;
  return {
    status: 200,
    headers: { 'Content-Range': contentRange(resource, start, count, total) },
    body,
  };
}

/** A ra-data-simple-rest list answer: the records as a JSON array plus Content-Range. */
export function listResponse<T>(
  resource: string,
  result: ListResult<T>,
  range: [number, number] | undefined,
): ApiResponse {
  return pageAnswer(resource, range, result.data.length, result.total, result.data);
}

/** The same answer for a page of stored JSON texts (Collection.listDocuments), sent as they are. */
export function documentsListResponse(
  resource: string,
  result: ListResult<string>,
  range: [number, number] | undefined,
): ApiResponse {
  return pageAnswer(resource, range, result.data.length, result.total, jsonArray(result.data));
}
