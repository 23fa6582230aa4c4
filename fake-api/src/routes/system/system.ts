/** Server time and the API's own description. */
import { ENDPOINTS, serverTimeSchema } from '@casebridge/domain';
import { z } from 'zod';
import { defineRoute } from '../../core/defineRoute.ts';
import type { RouteDef } from '../../core/types.ts';
import { buildOpenApi } from '../../openapi/build.ts';
import type { OpenApiDocument } from '../../openapi/build.ts';

const time = defineRoute({
  endpoint: ENDPOINTS.getServerTime,
  access: 'public',
  doc: { summary: 'The server time', tags: ['system'], response: serverTimeSchema },
  handler: ({ services }) => ({ status: 200, body: { time: services.clock.now().toISOString() } }),
});

/** GET /openapi.json describes `routes()` (built once, on first call, so it includes itself). */
export function openApiRoute(routes: () => readonly RouteDef[]): RouteDef {
  let document: OpenApiDocument | undefined;
  return defineRoute({
    endpoint: ENDPOINTS.getOpenApi,
    access: 'public',
    doc: {
      summary: 'This OpenAPI 3.1 document',
      tags: ['system'],
      response: z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }).loose(),
    },
    handler: () => {
      document ??= buildOpenApi(routes(), {
        title: 'CaseBridge fake API',
        version: '0.1.0',
        description:
          'The fake backend of the CaseBridge console and portal. Errors are JSON {error, message, fields?}.',
      });
      return { status: 200, body: document };
    },
  });
}

export const systemRoutes = [time];
