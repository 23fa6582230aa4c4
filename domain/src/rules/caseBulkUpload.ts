/**
 * Bulk upload of cases (issue 11; a plan feature of SPEC.md section 6: Advanced and Premium). The template's
 * columns, how a row of a filled template (.xlsx or .csv) becomes the case form's input, and the per-row report
 * from the case form's own schema (caseInputSchema) with its messages. The API builds the template, parses the
 * file and imports the valid rows; the portal shows the report before anything is saved.
 */
import { CASE_TYPES, CASE_TYPE_LABELS, POLICE_REPORT_LABELS, POLICE_REPORT_OPTIONS } from '../enums.ts';
import { format } from '../messages.ts';
import { US_STATES } from '../usStates.ts';
import { CASE_MESSAGES, caseInputSchema } from '../validation/cases.ts';
import type { CaseInput } from '../validation/cases.ts';

export const BULK_UPLOAD_LIMITS = { maxRows: 1000, maxBytes: 5 * 1024 * 1024 } as const;

export const BULK_UPLOAD_MESSAGES = {
  upgrade:
    'Bulk uploads are part of the Advanced and Premium plans. Upgrade your plan to upload cases from a file.',
  wrongType: 'Upload the .xlsx template or a .csv file',
  unreadable: 'The file could not be read; upload the .xlsx template or a .csv file',
  missingColumns: 'The first row must hold the template’s column names; missing: {columns}',
  noRows: 'The file has no case rows',
  tooManyRows: 'A file holds at most 1,000 cases; this one has {count}',
  noValidRows: 'No row of the file is valid; correct the rows listed and upload it again',
  unknownAttorney: 'No active attorney of your firm has this e-mail',
  dateFormat: 'Enter a date as MM/DD/YYYY or YYYY-MM-DD',
} as const;

/** What a file cell may hold once read: text, a number, a date (xlsx), or nothing. */
export type BulkCell = string | number | Date | null;

export interface BulkColumn {
  header: string;
  /** The case form's field it fills ('attorneyEmail' is resolved to attorneyUserId by the API). */
  field: keyof CaseInput | 'attorneyEmail';
  required: boolean;
  /** What the Instructions sheet says about it. */
  hint: string;
  /** The allowed values (the template offers them as a list). */
  choices?: readonly string[];
  width: number;
}

const TYPE_LABELS = CASE_TYPES.map((t) => CASE_TYPE_LABELS[t]);
const POLICE_LABELS = POLICE_REPORT_OPTIONS.map((p) => POLICE_REPORT_LABELS[p]);

/** The template's columns, in order (the header row holds these names). */
export const BULK_CASE_COLUMNS: readonly BulkColumn[] = [
  { header: 'Claimant name', field: 'claimantName', required: true, hint: 'First and last name', width: 24 },
  { header: 'Claimant e-mail', field: 'claimantEmail', required: false, hint: 'name@example.com', width: 26 },
  { header: 'Claimant phone', field: 'claimantPhone', required: false, hint: '10 digits', width: 16 },
  {
    header: 'Case type',
    field: 'caseType',
    required: true,
    hint: 'One of the list',
    choices: TYPE_LABELS,
    width: 16,
  },
  {
    header: 'Accident date',
    field: 'accidentDate',
    required: true,
    hint: 'MM/DD/YYYY or YYYY-MM-DD, not in the future',
    width: 14,
  },
  { header: 'Accident city', field: 'accidentCity', required: true, hint: 'City', width: 18 },
  {
    header: 'Accident state',
    field: 'accidentState',
    required: true,
    hint: 'Two-letter code, e.g. TX',
    width: 14,
  },
  {
    header: 'Police report',
    field: 'policeReport',
    required: true,
    hint: 'Yes, No or N/A',
    choices: POLICE_LABELS,
    width: 14,
  },
  {
    header: 'Insurance carrier',
    field: 'insuranceCarrier',
    required: false,
    hint: 'The at-fault party’s carrier',
    width: 20,
  },
  {
    header: 'Policy limit (USD)',
    field: 'policyLimit',
    required: false,
    hint: 'Bodily-injury limit, e.g. 50000',
    width: 18,
  },
  {
    header: 'Statute of limitations',
    field: 'statuteOfLimitationsDate',
    required: true,
    hint: 'MM/DD/YYYY or YYYY-MM-DD, not before the accident',
    width: 20,
  },
  {
    header: 'Description',
    field: 'description',
    required: false,
    hint: 'Injuries and circumstances',
    width: 40,
  },
  {
    header: 'Responsible attorney e-mail',
    field: 'attorneyEmail',
    required: false,
    hint: 'An attorney of your firm; you when empty',
    width: 28,
  },
];

export interface BulkRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  cells: Record<string, BulkCell>;
}

export interface BulkIssue {
  row: number;
  field: string;
  message: string;
}

export interface BulkValidRow {
  row: number;
  input: CaseInput;
  attorneyEmail: string | null;
}

/** The template columns missing from a header row (compared without case or surrounding spaces). */
export function missingColumns(headers: readonly string[]): string[] {
  const present = new Set(headers.map((h) => h.trim().toLowerCase()));
  return BULK_CASE_COLUMNS.filter((c) => c.required && !present.has(c.header.toLowerCase())).map(
    (c) => c.header,
  );
}

const text = (cell: BulkCell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

/** A label or a code of `codes` (case-insensitive), else the text as typed (the schema then refuses it). */
function choice<T extends string>(value: string, codes: readonly T[], labels: Record<T, string>): string {
  const wanted = value.toLowerCase();
  return codes.find((c) => c.toLowerCase() === wanted || labels[c].toLowerCase() === wanted) ?? value;
}

/**
 * A date as the template's users type it: US order MM/DD/YYYY or M/D/YYYY (01/05/2026 is January 5), or
 * YYYY-MM-DD; anything else is left as typed (the schema then says which formats it takes).
 */
export function bulkDay(value: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!us) return value;
  const [, month, day, year] = us;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

function stateCode(value: string): string {
  const wanted = value.toLowerCase();
  return US_STATES.find((s) => s.name.toLowerCase() === wanted)?.id ?? value.toUpperCase();
}

function amount(cell: BulkCell | undefined): unknown {
  if (typeof cell === 'number') return cell;
  const raw = text(cell);
  if (!raw) return null;
  const cleaned = raw.replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : raw;
}

/** A row's cell for a template field (headers compared without case or surrounding spaces). */
function cellOf(cells: Record<string, BulkCell>, field: BulkColumn['field']): BulkCell | undefined {
  const header = BULK_CASE_COLUMNS.find((c) => c.field === field)!.header.toLowerCase();
  const key = Object.keys(cells).find((h) => h.trim().toLowerCase() === header);
  return key === undefined ? undefined : cells[key];
}

/** One file row as the case form's raw input (before validation), keyed by the template's headers. */
export function bulkRowToInput(cells: Record<string, BulkCell>): Record<string, unknown> {
  const value = (field: BulkColumn['field']) => cellOf(cells, field);
  return {
    claimantName: text(value('claimantName')),
    claimantEmail: text(value('claimantEmail')) || null,
    claimantPhone: text(value('claimantPhone')) || null,
    caseType: choice(text(value('caseType')), CASE_TYPES, CASE_TYPE_LABELS),
    accidentDate: bulkDay(text(value('accidentDate'))),
    accidentCity: text(value('accidentCity')),
    accidentState: stateCode(text(value('accidentState'))),
    policeReport: choice(text(value('policeReport')), POLICE_REPORT_OPTIONS, POLICE_REPORT_LABELS),
    insuranceCarrier: text(value('insuranceCarrier')) || null,
    policyLimit: amount(value('policyLimit')),
    statuteOfLimitationsDate: bulkDay(text(value('statuteOfLimitationsDate'))),
    description: text(value('description')),
  };
}

const headerOf = (field: string): string => BULK_CASE_COLUMNS.find((c) => c.field === field)?.header ?? field;

/**
 * Checks every row with the case form's schema on `now`: the valid rows with their input, and each problem as
 * row, column header and the schema's message (one per field).
 */
export function validateBulkRows(
  rows: readonly BulkRow[],
  now: () => Date,
): {
  valid: BulkValidRow[];
  issues: BulkIssue[];
} {
  const schema = caseInputSchema(now);
  const valid: BulkValidRow[] = [];
  const issues: BulkIssue[] = [];
  for (const { row, cells } of rows) {
    const parsed = schema.safeParse(bulkRowToInput(cells));
    if (parsed.success) {
      valid.push({ row, input: parsed.data, attorneyEmail: text(cellOf(cells, 'attorneyEmail')) || null });
      continue;
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = headerOf(String(issue.path[0] ?? ''));
      if (seen.has(field)) continue;
      seen.add(field);
      const message =
        issue.message === CASE_MESSAGES.dateFormat ? BULK_UPLOAD_MESSAGES.dateFormat : issue.message;
      issues.push({ row, field, message });
    }
  }
  return { valid, issues };
}

export const tooManyRowsMessage = (count: number) =>
  format(BULK_UPLOAD_MESSAGES.tooManyRows, { count: count.toLocaleString('en-US') });

export const missingColumnsMessage = (columns: readonly string[]) =>
  format(BULK_UPLOAD_MESSAGES.missingColumns, { columns: columns.join(', ') });
