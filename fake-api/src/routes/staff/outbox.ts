/** The e-mails the fake API would have sent, for the console to browse (internal roles). */
import { z } from 'zod';
import { can, ENDPOINTS, outboxEmailSchema } from '@casebridge/domain';
import { getOr404 } from '../../core/records.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { idParams } from '../access.ts';

const listOutbox = defineListRoute({
  endpoint: ENDPOINTS.listOutbox,
  access: (principal) => can(principal, 'outbox.read'),
  collection: 'outbox',
  resource: 'outbox',
  filterFields: ['to'],
  doc: {
    summary: 'Sent e-mails (internal roles): sort, range, filter (to, q)',
    tags: ['outbox'],
    response: z.array(outboxEmailSchema),
  },
});

const getOutboxEmail = defineRoute({
  endpoint: ENDPOINTS.getOutboxEmail,
  access: (principal) => can(principal, 'outbox.read'),
  params: idParams,
  doc: { summary: 'One sent e-mail', tags: ['outbox'], response: outboxEmailSchema },
  handler: ({ params, services }) => {
    return { status: 200, body: getOr404(services, 'outbox', params.id) };
  },
});

export const outboxRoutes = [listOutbox, getOutboxEmail];
