/**
 * What the owner of a company receives after an internal action on it: a notification of section
 * PENDING_REVIEW in the portal and an e-mail, kept in the outbox (the fake API sends no real mail).
 */
import type { Company, NotificationAction } from '@casebridge/domain';
import type { Services } from '../../core/types.ts';

export type CompanyEvent = 'validated' | 'rejected' | 'infoRequested' | 'canceled' | 'cancellationReverted';

interface Template {
  action: NotificationAction;
  message: string;
  subject: string;
  /** The e-mail text; `detail` is the motive, the requested information or the downgrade target. */
  body: (company: Company, detail: string) => string;
}

const TEMPLATES: Record<CompanyEvent, Template> = {
  validated: {
    action: 'ACCEPT',
    message: 'Your company has been validated',
    subject: 'Your CaseBridge account is validated',
    body: (c) => `Good news: ${c.name} has been validated. Every feature of your plan is now available.`,
  },
  rejected: {
    action: 'REJECT',
    message: 'Your company validation was rejected',
    subject: 'Your CaseBridge account could not be validated',
    body: (c, motive) =>
      `We could not validate ${c.name}. Reason: ${motive}. Please contact support if you have questions.`,
  },
  infoRequested: {
    action: 'REQUEST',
    message: 'More information is required to validate your company',
    subject: 'More information is required for your CaseBridge account',
    body: (c, message) =>
      `To finish validating ${c.name} we need more information:\n\n${message}\n\nPlease reply or contact support.`,
  },
  canceled: {
    action: 'EXPIRE',
    message: 'Your subscription will be downgraded at the end of the period',
    subject: 'Your CaseBridge subscription is being downgraded',
    body: (c, target) =>
      `The subscription of ${c.name} stays as it is until the end of the current period, then moves to ${target}.`,
  },
  cancellationReverted: {
    action: 'ACCEPT',
    message: 'Your subscription downgrade was cancelled',
    subject: 'Your CaseBridge subscription continues',
    body: (c) => `The pending downgrade of ${c.name} was cancelled: your subscription continues as before.`,
  },
};

/** Notifies the company's owner (when it has one) and records the e-mail in the outbox. */
export function notifyOwner(services: Services, company: Company, event: CompanyEvent, detail = ''): void {
  const owner = company.ownerId ? services.store.collection('users').get(company.ownerId) : undefined;
  if (!owner) return;
  const template = TEMPLATES[event];
  const now = services.clock.now().toISOString();
  services.store.insert('notifications', {
    userId: owner.id,
    read: false,
    message: template.message,
    description: detail || template.message,
    createAt: now,
    section: 'PENDING_REVIEW',
    action: template.action,
    extra: company.id,
    caseFolio: null,
    sender: { id: 'casebridge', name: 'CaseBridge', type: 'INTERNAL' },
    receiver: { id: owner.id, name: `${owner.name} ${owner.lastName}`.trim(), type: owner.userType },
    company: company.id,
  });
  services.store.insert('outbox', {
    to: owner.email,
    subject: template.subject,
    body: template.body(company, detail),
    sentAt: now,
  });
}
