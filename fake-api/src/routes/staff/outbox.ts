/** The e-mails the fake API would have sent, for the console to browse (internal roles). */
import { z } from 'zod';
import { can, ENDPOINTS, outboxEmailSchema } from '@casebridge/domain';
import { readableMail, SECRET_MASK } from '../../core/mailbox.ts';
import { getOr404 } from '../../core/records.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { idParams } from '../access.ts';

const MASK_NOTE =
  `Codes and temporary passwords show as "${SECRET_MASK}": they are never stored. A server started with ` +
  'DEV_MAILBOX=1 (development only) keeps them in memory and shows them here.';

const listOutbox = defineListRoute({
  endpoint: ENDPOINTS.listOutbox,
  access: (principal) => can(principal, 'outbox.read'),
  collection: 'outbox',
  resource: 'outbox',
  filterFields: ['to'],
  serialize: (mail, services) => readableMail(services, mail),
  doc: {
    summary: 'Sent e-mails (internal roles): sort, range, filter (to, q)',
    description: MASK_NOTE,
    tags: ['outbox'],
    response: z.array(outboxEmailSchema),
  },
});

const getOutboxEmail = defineRoute({
  endpoint: ENDPOINTS.getOutboxEmail,
  access: (principal) => can(principal, 'outbox.read'),
  params: idParams,
  doc: { summary: 'One sent e-mail', description: MASK_NOTE, tags: ['outbox'], response: outboxEmailSchema },
  handler: ({ params, services }) => {
    return { status: 200, body: readableMail(services, getOr404(services, 'outbox', params.id)) };
  },
});

export const outboxRoutes = [listOutbox, getOutboxEmail];
