import type { z, ZodType } from 'zod';
import type { Endpoint } from '@casebridge/domain';
import type { ApiResponse, HandlerContext, Principal, RouteDef, RouteDoc } from './types.ts';

/** The parsed type of an optional schema, or `Fallback` when the route declares none. */
export type Parsed<S, Fallback> = S extends ZodType ? z.output<S> : Fallback;

type Ctx<P, Q, B> = HandlerContext<
  Parsed<P, Record<string, string>>,
  Parsed<Q, Record<string, unknown>>,
  Parsed<B, unknown>
>;

export interface TypedRouteDef<P, Q, B, R = undefined> {
  /** The endpoint's method and path, from the domain's endpoint table (ENDPOINTS), which the client calls too. */
  endpoint: Endpoint;
  /** Access functions see the parsed path parameters; query and body are still raw at that point. */
  access:
    | 'public'
    | 'authenticated'
    | ((
        principal: Principal,
        ctx: HandlerContext<Parsed<P, Record<string, string>>, unknown, unknown>,
      ) => boolean);
  params?: P;
  query?: Q;
  body?: B;
  multipart?: RouteDef['multipart'];
  writes?: RouteDef['writes'];
  /**
   * Slow work (password hashing) run before the write lock over the last commit; the handler gets its answer
   * as `ctx.prepared` and must re-check what it relies on (the record may have changed meanwhile).
   */
  prepare?: (ctx: Ctx<P, Q, B>) => Promise<R>;
  handler: (ctx: Ctx<P, Q, B> & { prepared: R }) => ApiResponse | Promise<ApiResponse>;
  doc: RouteDoc;
}

/**
 * Declares a route whose handler sees params, query and body typed from its zod schemas:
 * `defineRoute({ endpoint: ENDPOINTS.getCompany, params: z.object({ id: z.string() }), handler: ({ params }) => params.id ... })`.
 */
export function defineRoute<
  P extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
  R = undefined,
>(def: TypedRouteDef<P, Q, B, R>): RouteDef {
  const { endpoint, ...route } = def;
  // The core parses params, query and body with these same schemas before calling the handler.
  return { ...route, method: endpoint.method, path: endpoint.path } as unknown as RouteDef;
}
