/**
 * A file's share links as the firm manages them (issue 11, "Files"): the active ones (who created each, when,
 * when it expires, when it was last opened; never a token, which is not stored) and their revocation, after
 * which the link answers like an expired one (410 with the same message). Revocations are audited.
 */
import { z } from 'zod';
import {
  CASE_FILE_ABILITIES,
  CASE_FILE_MESSAGES,
  ENDPOINTS,
  activeShareLinkSchema,
  isShareLinkActive,
} from '@casebridge/domain';
import type { ActiveShareLinkView, FileShareLink } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { callerOf } from '../access.ts';
import { userName } from './caseService.ts';
import { seeFile } from './fileService.ts';
import type { SeenFile } from './fileService.ts';
import { revokeShareLink } from './fileWrites.ts';

const tags = ['case-files'];
const fileParams = z.object({ id: z.string().min(1), fileId: z.string().min(1) });
const linkParams = fileParams.extend({ linkId: z.string().min(1) });

/** The file when the caller is of the case's firm (404 when they may not see it, 403 when they may). */
function firmFile(services: Services, caller: Principal, caseId: string, fileId: string): SeenFile {
  const seen = seeFile(services, caller, caseId, fileId);
  if (!CASE_FILE_ABILITIES.share(seen.seen.access)) throw forbidden(CASE_FILE_MESSAGES.firmOnly);
  return seen;
}

/** A file's links still working at `now`, newest first (a file's links are few: read by its index). */
function activeLinks(services: Services, fileId: string): FileShareLink[] {
  const now = services.clock.now();
  return services.store
    .collection('fileShareLinks')
    .findBy('fileId', fileId)
    .filter((link) => isShareLinkActive(link, now))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function linkView(services: Services, link: FileShareLink): ActiveShareLinkView {
  return {
    id: link.id,
    fileId: link.fileId,
    createdBy: link.createdBy,
    createdByName: link.createdByName ?? userName(services, link.createdBy),
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    lastOpenedAt: link.lastOpenedAt ?? null,
  };
}

const list = defineRoute({
  endpoint: ENDPOINTS.listFileShareLinks,
  access: 'authenticated',
  params: fileParams,
  doc: {
    summary: 'A file’s active share links (the firm): who created each, when, its expiry and last opening',
    description:
      'Expired and revoked links are not listed. Tokens are never answered (only their hash is kept).',
    tags,
    response: z.array(activeShareLinkSchema),
    errors: [403],
  },
  handler: (ctx) => {
    const { file } = firmFile(ctx.services, callerOf(ctx), ctx.params.id, ctx.params.fileId);
    return { status: 200, body: activeLinks(ctx.services, file.id).map((l) => linkView(ctx.services, l)) };
  },
});

const revoke = defineRoute({
  endpoint: ENDPOINTS.revokeFileShareLink,
  access: 'authenticated',
  params: linkParams,
  doc: {
    summary: 'Revoke a file’s share link (the firm): it stops working at once, like an expired link',
    description:
      'Its visitors then get 410 with the expired link’s message. Recorded in the file’s audit trail and the ' +
      'case’s activity. 404 for a link of another file, or one already expired or revoked.',
    tags,
    response: z.object({ id: z.string() }),
    errors: [403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { file } = firmFile(ctx.services, caller, ctx.params.id, ctx.params.fileId);
    const link = ctx.services.store.collection('fileShareLinks').get(ctx.params.linkId);
    if (!link || link.fileId !== file.id || !isShareLinkActive(link, ctx.services.clock.now()))
      throw notFound(CASE_FILE_MESSAGES.shareLinkGone);
    revokeShareLink(ctx.services, caller, file, link);
    return { status: 200, body: { id: link.id } };
  },
});

export const shareLinkAdminRoutes = [list, revoke];
