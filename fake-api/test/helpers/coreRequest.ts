/** A request handed straight to the core (no HTTP): no query, headers, body or files. */
import type { ApiRequest } from '../../src/core/types.ts';

export const coreRequest = (method: ApiRequest['method'], requestPath: string): ApiRequest => ({
  method,
  path: requestPath,
  query: {},
  headers: {},
  body: {},
  files: [],
});
