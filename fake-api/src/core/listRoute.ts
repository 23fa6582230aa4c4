/**
 * The generic ra-data-simple-rest list route over one collection: the spec's list parameters (sort, range or
 * page/size, filter, q, ids) with an allow-list of filterable and sortable fields, a default sort, and the
 * caller's scope (their company, their role) forced into the filter before the store sees it.
 */
import type { ZodType } from 'zod';
import type { CollectionName, Endpoint, RecordOf } from '@casebridge/domain';
import { defineRoute } from './defineRoute.ts';
import type { TypedRouteDef } from './defineRoute.ts';
import { documentsListResponse, listResponse } from './list.ts';
import { listQueryParams, parseListQuery } from './listQuery.ts';
import { sortFieldsFor } from './sortFields.ts';
import type { ListQueryOptions } from './listQuery.ts';
import type { HandlerContext, RouteDef, RouteDoc, Services } from './types.ts';

export type ListFilter = Record<string, unknown>;

export interface ListRouteSpec<C extends CollectionName, Q extends ZodType> {
  endpoint: Endpoint;
  access: TypedRouteDef<undefined, Q, undefined>['access'];
  collection: C;
  /** The resource named in Content-Range. */
  resource: string;
  filterFields: readonly string[];
  /** Sortable fields; when omitted, the answer's scalar fields, the filter fields and the store's declared ones (sortFields.ts). */
  sortFields?: readonly string[];
  defaultSort?: ListQueryOptions['defaultSort'];
  /** A page size of the spec's: the size of page=N without size, and of a request without any paging. */
  defaultPageSize?: number;
  /** The list parameters (listQueryParams, or an extension of it). */
  query?: Q;
  /**
   * The caller's scope: answers the filter with what they may see forced in (e.g. their company's records
   * only), or null when they may see nothing of what they asked (an empty page, not an error).
   */
  scope?: (
    filter: ListFilter,
    ctx: HandlerContext<Record<string, string>, Record<string, unknown>>,
  ) => ListFilter | null;
  /**
   * Top-level fields no answer shows (a user's password hash), left out of each stored record in SQL: the
   * records then go out as stored, without being parsed and serialized again. For more than leaving fields
   * out, `serialize`.
   */
  omit?: readonly string[];
  /** What each record becomes in the answer. */
  serialize?: (
    record: RecordOf<C>,
    services: Services,
    ctx: HandlerContext<Record<string, string>, Record<string, unknown>>,
  ) => unknown;
  doc: Omit<RouteDoc, 'list'>;
}

export function defineListRoute<C extends CollectionName, Q extends ZodType = typeof listQueryParams>(
  spec: ListRouteSpec<C, Q>,
): RouteDef {
  const { collection, resource, filterFields, defaultSort, scope, serialize, omit } = spec;
  const sortFields = sortFieldsFor(collection, {
    given: spec.sortFields,
    filterFields,
    response: spec.doc.response,
    defaultSort,
  });
  return defineRoute({
    endpoint: spec.endpoint,
    access: spec.access,
    query: (spec.query ?? listQueryParams) as Q,
    doc: {
      ...spec.doc,
      description: [spec.doc.description, `Sort by ${sortFields.join(', ')}.`].filter(Boolean).join(' '),
      list: true,
    },
    handler: (ctx) => {
      const query = ctx.query as Record<string, unknown>;
      const listQuery = parseListQuery(query, {
        filterFields,
        sortFields,
        ...(defaultSort ? { defaultSort } : {}),
        ...(spec.defaultPageSize ? { defaultPageSize: spec.defaultPageSize, pageByDefault: true } : {}),
      });
      const filter = scope ? scope(listQuery.filter ?? {}, { ...ctx, query }) : listQuery.filter;
      if (filter === null) return listResponse(resource, { data: [], total: 0 }, listQuery.range);
      if (filter !== undefined) listQuery.filter = filter;
      const records = ctx.services.store.collection(collection);
      // Records answered as they are stored go out as their stored JSON (no parse and re-serialization).
      // Sent as stored: a search's page may be read on a read thread (Collection.readDocuments).
      if (!serialize)
        return records
          .readDocuments(listQuery, omit)
          .then((result) => documentsListResponse(resource, result, listQuery.range));
      const result = records.list(listQuery);
      const data = result.data.map((record) => serialize(record, ctx.services, { ...ctx, query }));
      return listResponse(resource, { ...result, data }, listQuery.range);
    },
  });
}
