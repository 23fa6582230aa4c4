/**
 * The report downloads (SPEC.md section 7, "Reports (downloads)"): each answers a real .xlsx built from the
 * current data, filtered by the query (from/to dates, task categories, user), or with format=json the first
 * rows as a preview for the console's grid.
 */
import { z } from 'zod';
import {
  REPORT_CATALOG,
  REPORT_PREVIEW_DEFAULT,
  can,
  reportEndpoint,
  reportQuerySchema,
} from '@casebridge/domain';
import type { ReportInfo, ReportKey, ReportPreview } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import type { RouteDef } from '../../core/types.ts';
import { REPORTS, XLSX_MEDIA_TYPE, buildWorkbook, type ReportRow } from '../../reports/index.ts';

const previewSchema = z.object({
  title: z.string(),
  columns: z.array(
    z.object({ key: z.string(), header: z.string(), type: z.enum(['text', 'date', 'money', 'number']) }),
  ),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  total: z.number(),
});

function jsonRow(row: ReportRow): ReportPreview['rows'][number] {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

function reportRoute(info: ReportInfo): RouteDef {
  const report = REPORTS[info.key as keyof typeof REPORTS];
  return defineRoute({
    endpoint: reportEndpoint(info.key as ReportKey),
    access: (principal) => can(principal, 'reports.read'),
    query: reportQuerySchema,
    doc: {
      summary: `${info.title} report (.xlsx): ${info.description.toLowerCase()}`,
      description:
        `Filters: ${info.filters.join(', ')} (from/to are YYYY-MM-DD, inclusive). ` +
        'format=json answers a preview ({title, columns, rows, total}) of the first `limit` rows instead.',
      tags: ['reports'],
      produces: XLSX_MEDIA_TYPE,
      response: previewSchema,
      responseDescription: 'The workbook, or the JSON preview with format=json',
    },
    handler: async ({ query, services }) => {
      const rows = report.rows(services, query);
      if (query.format === 'json') {
        const limit = query.limit ?? REPORT_PREVIEW_DEFAULT;
        const body: ReportPreview = {
          title: info.title,
          columns: report.columns.map(({ key, header, type }) => ({ key, header, type })),
          rows: rows.slice(0, limit).map(jsonRow),
          total: rows.length,
        };
        return { status: 200, body };
      }
      const now = services.clock.now();
      const buffer = await buildWorkbook(info.title, report.columns, rows, now);
      const filename = `${info.key}-${now.toISOString().slice(0, 10)}.xlsx`;
      return {
        status: 200,
        headers: {
          'Content-Type': XLSX_MEDIA_TYPE,
          'Content-Disposition': `attachment; filename="${filename}"`,
        },
        body: buffer,
      };
    },
  });
}

export const reportRoutes: RouteDef[] = REPORT_CATALOG.map(reportRoute);
