/**
 * The report downloads of SPEC.md section 7 ("Reports (downloads)"): their API paths, titles and the filters
 * each accepts. The fake API builds the workbooks; the console lists these with their filters and previews.
 */
import { z } from 'zod';
import { TASK_CATEGORIES } from './enums.ts';
import { MESSAGES, format } from './messages.ts';

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

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, { error: MESSAGES.reportDateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(value.slice(0, 10))), { error: MESSAGES.reportDateInvalid })
  .transform((value) => value.slice(0, 10));

/** The query every report accepts (the API validates it; the console builds it). */
export const reportQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    categories: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const list = value
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean);
        const unknown = list.filter((c) => !(TASK_CATEGORIES as readonly string[]).includes(c));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: format(MESSAGES.reportCategoryInvalid, { values: unknown.join(', ') }),
          });
          return z.NEVER;
        }
        return list as (typeof TASK_CATEGORIES)[number][];
      }),
    userId: z.string().optional(),
    format: z.enum(['xlsx', 'json'], { error: MESSAGES.invalidOption }).optional(),
    limit: z.coerce.number().int().min(1).max(REPORT_PREVIEW_MAX).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: MESSAGES.reportRangeInvalid });
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The JSON preview of a report (format=json). */
export interface ReportPreview {
  title: string;
  columns: { key: string; header: string; type: ReportColumnType }[];
  rows: Record<string, string | number | null>[];
  total: number;
}
