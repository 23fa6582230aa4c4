/** Builds a call's path from its endpoint: the path parameters are typed from the endpoint's path. */
import type { Endpoint } from './endpoints.ts';

/** 'companies/:id/members/:memberId' -> 'id' | 'memberId' */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a path needs; any when the path is not known literally. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : [PathParamNames<P>] extends [never]
    ? Record<string, never>
    : Record<PathParamNames<P>, string>;

/** A query value: undefined and null are left out, arrays are repeated (`a=1&a=2`). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export function queryString(query: Readonly<Record<string, QueryValue>> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value as (string | number)[]) search.append(name, String(item));
    else search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The path of a call below /api: `endpointUrl(ENDPOINTS.getCompany, { id })` -> '/companies/c%201'.
 * Parameters are URL-encoded; a missing one is a programming error.
 */
export function endpointUrl<P extends string>(
  endpoint: Endpoint<Endpoint['method'], P>,
  ...[params, query]: [PathParamNames<P>] extends [never]
    ? [params?: PathParams<P>, query?: Readonly<Record<string, QueryValue>>]
    : [params: PathParams<P>, query?: Readonly<Record<string, QueryValue>>]
): string {
  return fillPath(endpoint.path, params as Readonly<Record<string, string>> | undefined, query);
}

/** endpointUrl without the typing of the parameters (for generic callers). */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string>> = {},
  query?: Readonly<Record<string, QueryValue>>,
): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
  return `${filled}${queryString(query)}`;
}
