/** Builds the OpenAPI 3.1 document from the route table, so every served route is documented. */
import { MESSAGES, apiErrorSchema } from '@casebridge/domain';
import type { RouteDef } from '../core/types.ts';
import { objectProperties, toSchema } from './jsonSchema.ts';
import type { JsonSchema } from './jsonSchema.ts';

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: OpenApiInfo;
  servers: { url: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
};

/** '/companies/:id' -> '/companies/{id}' */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const ERROR_RESPONSES = {
  BadRequest: ['400', 'Invalid input: bad_request or validation_error with per-field messages'],
  Unauthorized: ['401', 'Missing, invalid or expired token (unauthorized or token_expired)'],
  PaymentRequired: ['402', 'payment_failed: the card payment provider declined the card (its message)'],
  Forbidden: ['403', MESSAGES.forbidden],
  NotFound: ['404', 'no_such_element: the record does not exist'],
  Conflict: ['409', 'conflict: the record is not in a state that allows this'],
  Gone: ['410', 'expired: the link no longer works (an expired share link)'],
  PayloadTooLarge: ['413', 'payload_too_large: the upload is too large'],
  TooManyRequests: ['429', 'limit_reached: too many attempts; start again'],
} as const;
type ErrorResponse = keyof typeof ERROR_RESPONSES;

const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

function parameters(route: RouteDef, schemas: Record<string, JsonSchema>): JsonSchema[] {
  const result: JsonSchema[] = [];
  const pathSchema = route.params ? toSchema(route.params, 'input', schemas) : {};
  const pathProps = new Map(objectProperties(pathSchema).map((p) => [p.name, p.schema]));
  for (const name of pathParamNames(route.path)) {
    result.push({ name, in: 'path', required: true, schema: pathProps.get(name) ?? { type: 'string' } });
  }
  if (route.query) {
    for (const { name, schema, required } of objectProperties(toSchema(route.query, 'input', schemas))) {
      const { description, ...rest } = schema;
      result.push({ name, in: 'query', required, schema: rest, ...(description ? { description } : {}) });
    }
  }
  return result;
}

function requestBody(route: RouteDef, schemas: Record<string, JsonSchema>): JsonSchema | undefined {
  if (route.multipart) {
    const { fields, maxBytes, maxCount = {} } = route.multipart;
    const binary = { type: 'string', format: 'binary' };
    // The text fields sent beside the files (doc.requestBody), then the files (an array where several fit).
    const text = route.doc.requestBody
      ? objectProperties(toSchema(route.doc.requestBody, 'input', schemas))
      : [];
    const properties = Object.fromEntries([
      ...text.map(({ name, schema }) => [name, schema] as const),
      ...fields.map((field) => [
        field,
        (maxCount[field] ?? 1) > 1 ? { type: 'array', items: binary, maxItems: maxCount[field] } : binary,
      ]),
    ]);
    // The text fields' required ones when the route documents them (its files may then be optional), else the files.
    const required = text.length ? text.filter((p) => p.required).map((p) => p.name) : fields;
    return {
      required: true,
      description: `multipart/form-data; at most ${maxBytes} bytes per file`,
      content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } },
    };
  }
  const body = route.body ?? route.doc.requestBody;
  if (!body) return undefined;
  return {
    required: true,
    content: { 'application/json': { schema: toSchema(body, 'input', schemas) } },
  };
}

function errorRefs(route: RouteDef): ErrorResponse[] {
  const refs: ErrorResponse[] = [];
  if (route.params || route.query || route.body || route.doc.requestBody || route.multipart)
    refs.push('BadRequest');
  if (route.access !== 'public') refs.push('Unauthorized');
  if (typeof route.access === 'function') refs.push('Forbidden');
  if (route.path.includes(':')) refs.push('NotFound');
  if (route.multipart) refs.push('PayloadTooLarge');
  for (const status of route.doc.errors ?? []) {
    const name = (Object.keys(ERROR_RESPONSES) as ErrorResponse[]).find(
      (n) => ERROR_RESPONSES[n][0] === String(status),
    );
    if (name && !refs.includes(name)) refs.push(name);
  }
  return refs;
}

function success(route: RouteDef, schemas: Record<string, JsonSchema>): JsonSchema {
  const { doc } = route;
  const response: JsonSchema = { description: doc.responseDescription ?? 'OK' };
  if (doc.produces) {
    response['content'] = { [doc.produces]: { schema: { type: 'string', format: 'binary' } } };
  } else if (doc.response) {
    response['content'] = { 'application/json': { schema: toSchema(doc.response, 'output', schemas) } };
  }
  if (doc.list) {
    response['headers'] = {
      'Content-Range': {
        description:
          'ra-data-simple-rest range: `<resource> <start>-<end>/<total>` (`<resource> */<total>` when empty)',
        schema: { type: 'string' },
      },
    };
  }
  return response;
}

export function buildOpenApi(routes: readonly RouteDef[], info: OpenApiInfo): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { ApiErrorBody: toSchema(apiErrorSchema, 'output', {}) };
  const responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, [, description]]) => [
      name,
      {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
      },
    ]),
  );
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const operation: JsonSchema = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
      summary: route.doc.summary,
      ...(route.doc.description ? { description: route.doc.description } : {}),
      tags: route.doc.tags,
      security: route.access === 'public' ? [] : [{ bearerAuth: [] }],
      parameters: parameters(route, schemas),
      responses: {
        '200': success(route, schemas),
        ...Object.fromEntries(
          errorRefs(route).map((name) => [
            ERROR_RESPONSES[name][0],
            { $ref: `#/components/responses/${name}` },
          ]),
        ),
      },
    };
    const body = requestBody(route, schemas);
    if (body) operation['requestBody'] = body;
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
