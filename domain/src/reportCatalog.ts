/**
 * The report downloads of SPEC.md section 7 ("Reports (downloads)"): their API paths, titles and the filters
 * each accepts, and the preview limits. Plain data, free of zod: the endpoint table (and so every client) reads
 * it without loading the validation library; the report query's schema lives in reports.ts.
 */
export type ReportFilter = 'dateRange' | 'categories' | 'user';
export type ReportColumnType = 'text' | 'date' | 'money' | 'number';

export interface ReportInfo {
  key: string;
  /** Path below /api. */
  path: string;
  title: string;
  description: string;
  filters: readonly ReportFilter[];
}

export const REPORT_CATALOG = [
  {
    key: 'users',
    path: '/reports/users',
    title: 'Users',
    description: 'Every user with company, type and status',
    filters: ['dateRange'],
  },
  {
    key: 'cases',
    path: '/reports/cases',
    title: 'Cases',
    description: 'Cases with their firm, claimant and status',
    filters: ['dateRange'],
  },
  {
    key: 'invites',
    path: '/reports/invites',
    title: 'Invites',
    description: 'Case invitations between companies',
    filters: ['dateRange'],
  },
  {
    key: 'presented',
    path: '/reports/presented',
    title: 'Presented cases',
    description: 'Cases presented to providers and their answer',
    filters: ['dateRange'],
  },
  {
    key: 'funding-requests',
    path: '/reports/funding-requests',
    title: 'Funding requests',
    description: 'Funding requests with amount, type and status',
    filters: ['dateRange'],
  },
  {
    key: 'tasks',
    path: '/reports/xslx/task',
    title: 'Tasks by categories',
    description: 'Tasks of the chosen categories',
    filters: ['dateRange', 'categories'],
  },
  {
    key: 'reductions',
    path: '/cases/reductions/report',
    title: 'Reductions',
    description: 'Bill reductions requested on cases',
    filters: ['dateRange'],
  },
  {
    key: 'case-statuses',
    path: '/cases/statuses-report',
    title: 'Case statuses',
    description: 'How many cases are in each status',
    filters: ['dateRange'],
  },
  {
    key: 'billing',
    path: '/cases/billing/report',
    title: 'Billing',
    description: 'Medical bills per case and provider',
    filters: ['dateRange'],
  },
  {
    key: 'incoming-payments',
    path: '/cases/incoming-payments-report',
    title: 'Incoming payments',
    description: 'Payments received against bills',
    filters: ['dateRange'],
  },
  {
    key: 'reduction-status-counts',
    path: '/cases/reductions/statuses/count/report',
    title: 'Reduction status counts',
    description: 'How many reductions are in each status',
    filters: ['dateRange'],
  },
  {
    key: 'case-velocity',
    path: '/cases/velocity/average/report',
    title: 'Average case velocity',
    description: 'Average days from creation to settlement, per attorney',
    filters: ['dateRange', 'user'],
  },
] as const satisfies readonly ReportInfo[];

export type ReportKey = (typeof REPORT_CATALOG)[number]['key'];

export const REPORT_PREVIEW_DEFAULT = 50;
export const REPORT_PREVIEW_MAX = 500;
