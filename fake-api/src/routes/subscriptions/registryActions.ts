/**
 * The internal actions on a company subscription (SPEC.md section 4): validate, reject, request information,
 * cancel or downgrade, revert cancellation. Which action a company's state allows is the domain's rule
 * (isCompanyActionAllowed), shared with the console; who may act is the domain's permission table. Each action
 * notifies the company's owner (section PENDING_REVIEW) and leaves the e-mail it would send in the outbox.
 */
import {
  COMPANY_ACTION_PERMISSIONS,
  MESSAGES,
  REJECTION_MOTIVE_LABELS,
  applyCancellation,
  can,
  canDowngrade,
  cancelSubscriptionSchema,
  format,
  infoRequestSchema,
  isCompanyActionAllowed,
  nextStatus,
  planKey,
  planKeyLabel,
  rejectCompanySchema,
  ENDPOINTS,
  companyActionResultSchema,
} from '@casebridge/domain';
import type { Company, CompanyAction, Subscription } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { conflict } from '../../core/errors.ts';
import type { Services } from '../../core/types.ts';
import { idParams } from '../access.ts';
import { companyOr404 } from '../companies/companies.ts';
import { notifyOwner } from '../companies/companyMail.ts';
import { cancelDowngrade } from './planChangeService.ts';

function subscriptionOf(services: Services, company: Company): Subscription | null {
  return services.store.collection('subscriptions').findOne('companyId', company.id) ?? null;
}

/** The company and its subscription, once the action is known to be allowed in their state (409 otherwise). */
function allowed(services: Services, id: string, action: CompanyAction) {
  const company = companyOr404(services, id);
  const subscription = subscriptionOf(services, company);
  if (!isCompanyActionAllowed(action, company.status, subscription))
    throw conflict(format(MESSAGES.companyActionNotAllowed, { status: company.status }));
  return { company, subscription };
}

function done(company: Company, subscription: Subscription | null) {
  return { status: 200, body: { company, subscription } };
}

const may = (action: CompanyAction) => (principal: Parameters<typeof can>[0]) =>
  can(principal, COMPANY_ACTION_PERMISSIONS[action]);
const doc = (summary: string) => ({
  summary,
  tags: ['registry'],
  response: companyActionResultSchema,
  errors: [409],
});

const validateCompany = defineRoute({
  endpoint: ENDPOINTS.validateCompany,
  access: may('validate'),
  params: idParams,
  doc: doc('Validate a company (PENDING_REVIEW, INFO_REQUIRED or REJECTED -> VALIDATED); notifies its owner'),
  handler: ({ params, services }) => {
    const { company, subscription } = allowed(services, params.id, 'validate');
    const now = services.clock.now().toISOString();
    const updated = services.store.update('companies', company.id, {
      status: nextStatus('validate', company.status)!,
      validatedAt: now,
      rejectionMotive: null,
      rejectionText: null,
      updatedAt: now,
    });
    notifyOwner(services, updated, 'validated');
    return done(updated, subscription);
  },
});

const rejectCompany = defineRoute({
  endpoint: ENDPOINTS.rejectCompany,
  access: may('reject'),
  params: idParams,
  body: rejectCompanySchema,
  doc: doc('Reject a company with a motive (text required for OTHER); notifies its owner'),
  handler: ({ params, body, services }) => {
    const { company, subscription } = allowed(services, params.id, 'reject');
    const updated = services.store.update('companies', company.id, {
      status: nextStatus('reject', company.status)!,
      rejectionMotive: body.motive,
      rejectionText: body.text ?? null,
      updatedAt: services.clock.now().toISOString(),
    });
    const motive = REJECTION_MOTIVE_LABELS[body.motive] + (body.text ? `: ${body.text}` : '');
    notifyOwner(services, updated, 'rejected', motive);
    return done(updated, subscription);
  },
});

const requestInformation = defineRoute({
  endpoint: ENDPOINTS.requestCompanyInfo,
  access: may('infoRequest'),
  params: idParams,
  body: infoRequestSchema,
  doc: doc('Request more information (PENDING_REVIEW -> INFO_REQUIRED) with the message sent to the owner'),
  handler: ({ params, body, services }) => {
    const { company, subscription } = allowed(services, params.id, 'infoRequest');
    const updated = services.store.update('companies', company.id, {
      status: nextStatus('infoRequest', company.status)!,
      infoRequestMessage: body.message,
      updatedAt: services.clock.now().toISOString(),
    });
    notifyOwner(services, updated, 'infoRequested', body.message);
    return done(updated, subscription);
  },
});

const cancelSubscription = defineRoute({
  endpoint: ENDPOINTS.cancelSubscription,
  access: may('cancel'),
  params: idParams,
  query: cancelSubscriptionSchema,
  doc: doc(
    'Cancel or downgrade: PENDING_CANCELLATION until the period ends, then the target (Basic, same billing, ' +
      'by default; otherwise planType and billingType allowed by the downgrade rules)',
  ),
  handler: ({ params, query, services }) => {
    const { company, subscription } = allowed(services, params.id, 'cancel');
    const current = subscription!;
    const target = {
      planType: query.planType ?? 'BASIC',
      billingType: query.billingType ?? current.billingType,
    };
    const to = planKey(target.planType, target.billingType);
    if (!canDowngrade(planKey(current.planType, current.billingType), to))
      throw conflict(format(MESSAGES.downgradeNotAllowed, { target: planKeyLabel(to) }));
    const updated = services.store.update('subscriptions', current.id, {
      ...applyCancellation(current, target),
      lastUpdate: services.clock.now().toISOString(),
    });
    notifyOwner(services, company, 'canceled', planKeyLabel(to));
    return done(company, updated);
  },
});

const revertCancellation = defineRoute({
  endpoint: ENDPOINTS.revertCancellation,
  access: may('revertCancellation'),
  params: idParams,
  doc: doc(
    'Revert a pending cancellation (PENDING_CANCELLATION -> TRIALING while the trial runs, else ACTIVE): ' +
      "the same transition as the owner's Cancel Downgrade",
  ),
  handler: ({ params, services }) => {
    const { company, subscription } = allowed(services, params.id, 'revertCancellation');
    // One transition for both routes (issue 40 item 14): the portal's Cancel Downgrade.
    const updated = cancelDowngrade(services, company, subscription!).subscription;
    notifyOwner(services, company, 'cancellationReverted');
    return done(company, updated);
  },
});

export const registryActionRoutes = [
  validateCompany,
  rejectCompany,
  requestInformation,
  cancelSubscription,
  revertCancellation,
];
