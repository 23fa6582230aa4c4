/** Answers of the custom data-provider calls, inferred from the domain's response schemas. */
import type { z } from 'zod';
import type {
  accountResponseSchema,
  companyActionResultSchema,
  notificationPageSchema,
  serverTimeSchema,
  unreadCountSchema,
  AccountSession,
  CancelSubscriptionInput,
  InfoRequestInput,
  RejectCompanyInput,
  Address,
  CatalogItem,
  PlanPricing,
  Subscription,
  User,
} from '@casebridge/domain';

export type App = 'admin' | 'portal';

/** The session fields GET /account answers (everything but the tokens). */
export type { AccountSession };

/** GET /account */
export type AccountResponse = z.output<typeof accountResponseSchema>;

/** GET /time */
export type ServerTimeResponse = z.output<typeof serverTimeSchema>;

/** GET /catalogs/{name}: the names live with the endpoint table. */
export { CATALOG_NAMES } from '@casebridge/domain';
export type { CatalogName } from '@casebridge/domain';

/** GET /notifications/count/unread */
export type UnreadCountResponse = z.output<typeof unreadCountSchema>;

/** Query of GET /notifications (page is 0-based). */
export interface NotificationsQuery {
  page: number;
  /** true: unread only; omitted/false: all. */
  unread?: boolean;
}

/** A page of a `?page=&size=` list. */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export type NotificationPage = z.output<typeof notificationPageSchema>;

/** GET /companies/{id}/members */
export type CompanyMember = User;

export type { Address, CatalogItem, PlanPricing, Subscription };

/** An internal action on a company subscription and its payload (the shared schemas' inputs). */
export type CompanyActionRequest =
  | { action: 'validate' | 'revertCancellation' }
  | { action: 'reject'; payload: RejectCompanyInput }
  | { action: 'infoRequest'; payload: InfoRequestInput }
  | { action: 'cancel'; payload: CancelSubscriptionInput };

/** The answer of every internal action: the company and its subscription after it. */
export type CompanyActionResult = z.output<typeof companyActionResultSchema>;

export type { UserAction } from '@casebridge/domain';
