/**
 * A case's settlement distribution statement (issue 14): read by the case's firm and internal staff, written
 * by the firm only (anyone else: 404). The service (settlementService.ts) computes it with the domain's rules;
 * the pro-rata requests (settlementProRata.ts) and finalizing (settlementFinalize.ts) have their own modules.
 */
import {
  ENDPOINTS,
  proRataRequestsBodySchema,
  proRataRequestsResultSchema,
  settlementBodySchema,
  settlementSchema,
} from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { callerOf, idParams } from '../access.ts';
import { finalizeSettlement, prepareSettlementDocuments } from './settlementFinalize.ts';
import { sendProRataRequests } from './settlementProRata.ts';
import { saveSettlementFigures, settlementCase } from './settlementService.ts';
import { settlementView } from './settlementView.ts';

const tags = ['settlement'];
const WHO =
  'Only the case’s attorney firm reads and writes it (internal staff read it); anyone else gets 404.';

const get = defineRoute({
  endpoint: ENDPOINTS.getSettlement,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'A case’s settlement statement (the firm; staff read)',
    description:
      'While a DRAFT the provider lines come from today’s billing (a line counts as reduced only by an accepted ' +
      'reduction); `problems` says why the figures make no statement yet (no gross recovery: statement null), ' +
      '`finalizeRefusal` why it cannot be finalized, `suggestion` the pro-rata starting point (all providers ' +
      'capped at a third of the gross). A case without a saved statement answers a DRAFT with the default fee ' +
      `(33⅓ % of the gross) and zeros. A FINALIZED statement is the one stored when finalized. ${WHO}`,
    tags,
    response: settlementSchema,
  },
  handler: (ctx) => {
    const seen = settlementCase(ctx.services, callerOf(ctx), ctx.params.id, false);
    return { status: 200, body: settlementView(ctx.services, seen) };
  },
});

const save = defineRoute({
  endpoint: ENDPOINTS.saveSettlement,
  access: 'authenticated',
  params: idParams,
  body: settlementBodySchema,
  doc: {
    summary: 'Save the settlement statement’s figures (the firm)',
    description:
      'Gross recovery, attorney fee (an exact rate and its basis, GROSS or NET_OF_COSTS), case costs and ' +
      'funding payoff, in cents. 400 with the domain’s validation messages (per field where they belong); ' +
      `409 once finalized or when the case is closed. Answers the statement. ${WHO}`,
    tags,
    response: settlementSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const seen = saveSettlementFigures(ctx.services, callerOf(ctx), ctx.params.id, ctx.body);
    return { status: 200, body: settlementView(ctx.services, seen) };
  },
});

const proRata = defineRoute({
  endpoint: ENDPOINTS.sendProRataRequests,
  access: 'authenticated',
  params: idParams,
  body: proRataRequestsBodySchema,
  doc: {
    summary: 'Send the pro-rata suggestion as reduction requests (the firm)',
    description:
      'One reduction request by amount (the share’s reduction) with the note to each requestable provider of ' +
      'the suggestion, or to the `providerIds` given; each notifies its provider and lands in the activity. ' +
      'Answers the requests sent and the providers skipped with the reason; 409 when none can be sent, once ' +
      `finalized, or when the case is closed. ${WHO}`,
    tags,
    response: proRataRequestsResultSchema,
    errors: [403, 409],
  },
  handler: (ctx) => ({
    status: 201,
    body: sendProRataRequests(ctx.services, callerOf(ctx), ctx.params.id, ctx.body),
  }),
});

const finalize = defineRoute({
  endpoint: ENDPOINTS.finalizeSettlement,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'Finalize the settlement statement (the firm)',
    description:
      '409 with the reason while a provider’s line is neither accepted nor paid in full, the net to the client ' +
      'is negative or the figures make no statement. Otherwise the statement is frozen and stored with the ' +
      'case’s files as a PDF and an .xlsx (shared with the firm only; pdfFileId, xlsxFileId), downloaded ' +
      `through the case-file content endpoint. ${WHO}`,
    tags,
    response: settlementSchema,
    errors: [403, 409],
  },
  // The PDF and the workbook are built outside the write lock; finalizing re-checks everything.
  prepare: (ctx) => prepareSettlementDocuments(ctx.services, callerOf(ctx), ctx.params.id),
  handler: async (ctx) => ({
    status: 200,
    body: await finalizeSettlement(ctx.services, callerOf(ctx), ctx.params.id, ctx.prepared),
  }),
});

export const settlementRoutes = [get, save, proRata, finalize];
