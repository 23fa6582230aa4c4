/** Answers of the custom data-provider calls, typed with the domain entities. */
import type {
  AccountSession,
  CancelSubscriptionInput,
  InfoRequestInput,
  RejectCompanyInput,
  Address,
  CatalogItem,
  Company,
  IsoDate,
  Notification,
  PlanPricing,
  Subscription,
  User,
} from '@casebridge/domain';

export type App = 'admin' | 'portal';

/** The session fields GET /account answers (everything but the tokens). */
export type { AccountSession };

/** GET /account */
export interface AccountResponse {
  user: User;
  company: Company | null;
  subscription: Subscription | null;
  session: AccountSession;
}

/** GET /time */
export interface ServerTimeResponse {
  time: IsoDate;
}

/** GET /catalogs/{name}: the names live with the endpoint table. */
export { CATALOG_NAMES } from '@casebridge/domain';
export type { CatalogName } from '@casebridge/domain';

/** GET /notifications/count/unread */
export interface UnreadCountResponse {
  count: number;
}

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

export type NotificationPage = Page<Notification>;

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
export interface CompanyActionResult {
  company: Company;
  subscription: Subscription | null;
}

export type { UserAction } from '@casebridge/domain';
