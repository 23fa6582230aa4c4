/** The e-mails the fake API would have sent, for the console to browse (internal roles). */
import { z } from 'zod';
import { can, ENDPOINTS, outboxEmailSchema } from '@casebridge/domain';
import { defineRoute } from '../core/defineRoute.ts';
import { notFound } from '../core/errors.ts';
import { listResponse } from '../core/list.ts';
import { listQueryParams, parseListQuery } from '../core/listQuery.ts';
import { idParams } from './access.ts';

const listOutbox = defineRoute({
  endpoint: ENDPOINTS.listOutbox,
  access: (principal) => can(principal, 'outbox.read'),
  query: listQueryParams,
  doc: {
    summary: 'Sent e-mails (internal roles): sort, range, filter (to, q)',
    tags: ['outbox'],
    response: z.array(outboxEmailSchema),
    list: true,
  },
  handler: ({ query, services }) => {
    const listQuery = parseListQuery(query, { filterFields: ['to'] });
    return listResponse('outbox', services.store.collection('outbox').list(listQuery), listQuery.range);
  },
});

const getOutboxEmail = defineRoute({
  endpoint: ENDPOINTS.getOutboxEmail,
  access: (principal) => can(principal, 'outbox.read'),
  params: idParams,
  doc: { summary: 'One sent e-mail', tags: ['outbox'], response: outboxEmailSchema },
  handler: ({ params, services }) => {
    const email = services.store.collection('outbox').get(params.id);
    if (!email) throw notFound();
    return { status: 200, body: email };
  },
});

export const outboxRoutes = [listOutbox, getOutboxEmail];
