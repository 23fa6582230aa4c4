/**
 * The report downloads of SPEC.md section 7 ("Reports (downloads)"): the query every report accepts (zod) and
 * the preview's shape. The catalog (paths, titles, filters) is plain data in reportCatalog.ts, re-exported
 * here. The fake API builds the workbooks; the console lists these with their filters and previews.
 */
import { z } from 'zod';
import { TASK_CATEGORIES } from './enums.ts';
import { MESSAGES, format } from './messages.ts';
import { REPORT_PREVIEW_MAX } from './reportCatalog.ts';
import type { ReportColumnType } from './reportCatalog.ts';

export * from './reportCatalog.ts';

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
