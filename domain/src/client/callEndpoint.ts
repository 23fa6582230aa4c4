/**
 * One call of an endpoint of the domain's table (ENDPOINTS): its method and path come from the table, so
 * the client never writes a URL of its own. `call(ENDPOINTS.markNotificationRead, { params: { id } })`.
 */
import { fillPath } from '@casebridge/domain';
import type { Endpoint, PathParamNames, PathParams, QueryValue } from '@casebridge/domain';
import type { HttpClient } from './httpClient.ts';

interface CallOptionsBase {
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON (or FormData) body of a write. */
  body?: unknown;
  /** false: a public call (no bearer token). */
  auth?: boolean;
}

export type CallOptions<P extends string> = CallOptionsBase &
  ([PathParamNames<P>] extends [never] ? { params?: PathParams<P> } : { params: PathParams<P> });

export type EndpointCall = <T, P extends string = string>(
  endpoint: Endpoint<Endpoint['method'], P>,
  ...options: [PathParamNames<P>] extends [never] ? [CallOptions<P>?] : [CallOptions<P>]
) => Promise<T>;

/** Binds the endpoint calls to an HTTP client (its token refresh, write queue and error mapping). */
export function endpointCaller(http: HttpClient): EndpointCall {
  return async <T, P extends string>(
    endpoint: Endpoint<Endpoint['method'], P>,
    options?: CallOptions<P>,
  ): Promise<T> => {
    const { params, query, body, auth } = (options ?? {}) as CallOptionsBase & { params?: PathParams<P> };
    const url = fillPath(endpoint.path, params as Record<string, string> | undefined, query);
    const response = await http.request<T>(url, {
      method: endpoint.method,
      ...(body === undefined ? {} : { body }),
      ...(auth === undefined ? {} : { auth }),
    });
    return response.json;
  };
}
