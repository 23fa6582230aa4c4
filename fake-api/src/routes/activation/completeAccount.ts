/**
 * Complete-account info (GET and PUT /account/complete/{id}) and sending an INFO_REQUIRED account back for
 * review (PUT /account/revalidate). The flags are derived from the records by the domain's
 * completeAccountInfo, never stored, so they cannot drift from the company, subscription and licenses.
 */
import {
  MESSAGES,
  completeAccountInfo,
  nextStatus,
  ENDPOINTS,
  completeAccountInfoSchema,
  completeAccountResultSchema,
} from '@casebridge/domain';
import type { Company, CompleteAccountInfo } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { conflict, forbidden } from '../../core/errors.ts';
import type { HandlerContext, Services } from '../../core/types.ts';
import { callerOf, idParams, inCompanyOrInternal } from '../access.ts';
import { companyOr404 } from '../companies/companies.ts';
import { notifyReviewers } from '../companies/staffReviewNotices.ts';

/** The complete-account flags of `company`, from its subscription, licenses and owner. */
export function infoOf(services: Services, company: Company): CompleteAccountInfo {
  const { store } = services;
  const owner =
    (company.ownerId ? store.collection('users').get(company.ownerId) : undefined) ??
    store
      .collection('users')
      .findBy('companyId', company.id)
      .find((user) => user.permission === 'OWNER');
  return completeAccountInfo({
    company,
    subscription: store.collection('subscriptions').findOne('companyId', company.id) ?? null,
    licenses: store.collection('licenses').findBy('companyId', company.id),
    owner: owner ?? null,
  });
}

/** The caller's own company, when the caller is its OWNER (403 otherwise). */
export function ownedCompany(ctx: Pick<HandlerContext, 'principal' | 'services'>): Company {
  const caller = callerOf(ctx);
  if (caller.permission !== 'OWNER' || !caller.companyId) throw forbidden(MESSAGES.activationOwnerOnly);
  return companyOr404(ctx.services, caller.companyId);
}

const infoDoc = {
  tags: ['account'],
  response: completeAccountInfoSchema,
  description:
    'company: status is no longer INCOMPLETE; payment: a subscription exists without paymentError; ' +
    'professional: facility (and factoring) once activated, attorney or health provider once a licensed ' +
    "profile has a license number; account: the owner's e-mail is verified.",
};

const getInfo = defineRoute({
  endpoint: ENDPOINTS.getCompleteAccountInfo,
  access: (principal, { params }) => inCompanyOrInternal(principal, params.id),
  params: idParams,
  doc: { ...infoDoc, summary: "A company's complete-account info (its users or internal staff)" },
  handler: ({ params, services }) => ({
    status: 200,
    body: infoOf(services, companyOr404(services, params.id)),
  }),
});

const putInfo = defineRoute({
  endpoint: ENDPOINTS.updateCompleteAccountInfo,
  access: (principal, { params }) => inCompanyOrInternal(principal, params.id),
  params: idParams,
  doc: {
    ...infoDoc,
    summary: "Recompute a company's complete-account info (its users or internal staff)",
    description:
      `${infoDoc.description} The flags are derived from the records on every call and never stored, so ` +
      'this recomputes them after a change elsewhere and answers them; no body, nothing else changes.',
  },
  handler: ({ params, services }) => ({
    status: 200,
    body: infoOf(services, companyOr404(services, params.id)),
  }),
});

const revalidate = defineRoute({
  endpoint: ENDPOINTS.revalidateAccount,
  access: 'authenticated',
  doc: {
    summary: "Send the caller's INFO_REQUIRED company back for review (its OWNER): PENDING_REVIEW",
    description:
      `403 "${MESSAGES.activationOwnerOnly}" for anyone but the owner; 409 "${MESSAGES.revalidateNotAllowed}" ` +
      'unless the company is INFO_REQUIRED. submittedAt restarts the validation wait (24-48 hours).',
    tags: ['account'],
    response: completeAccountResultSchema,
    errors: [403, 409],
  },
  handler: (ctx) => {
    const company = ownedCompany(ctx);
    if (company.status !== 'INFO_REQUIRED') throw conflict(MESSAGES.revalidateNotAllowed);
    const now = ctx.services.clock.now().toISOString();
    const updated = ctx.services.store.update('companies', company.id, {
      status: nextStatus('completeAccount', company.status)!,
      submittedAt: now,
      updatedAt: now,
    });
    notifyReviewers(ctx.services, updated, 'infoAnswered');
    return { status: 200, body: { company: updated, info: infoOf(ctx.services, updated) } };
  },
});

export const completeAccountRoutes = [getInfo, putInfo, revalidate];
