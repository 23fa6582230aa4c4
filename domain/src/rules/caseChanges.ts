/**
 * What a case edit changed (issue 40 item 34): the fields of the case form whose value differs, each with its
 * label and its old and new value as the case's screens show them, kept on the "Case details edited" activity.
 */
import { CASE_TYPE_LABELS, POLICE_REPORT_LABELS } from '../enums.ts';
import type { CaseType, PoliceReportOption } from '../enums.ts';
import { formatDay } from './format.ts';
import { formatCents } from './money.ts';

/** One changed field: its label and its value before and after ('' when it had none). */
export interface CaseFieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** The editable fields of a case, as the edit form and this comparison read them. */
export interface EditableCaseFields {
  claimantName: string;
  claimantEmail: string | null;
  claimantPhone: string | null;
  caseType: CaseType;
  accidentDate: string;
  accidentCity: string;
  accidentState: string;
  policeReport: PoliceReportOption;
  insuranceCarrier: string | null;
  policyLimit: number | null;
  statuteOfLimitationsDate: string;
  description: string;
  /** The responsible attorney's name (the id is not what a reader recognises). */
  attorneyName: string;
}

type Field = keyof EditableCaseFields;

/** Each field's label (the edit form's) and how its value reads. */
const FIELDS: { [F in Field]: { label: string; show: (value: EditableCaseFields[F]) => string } } = {
  claimantName: { label: 'Claimant', show: (v) => v },
  claimantEmail: { label: 'Claimant e-mail', show: (v) => v ?? '' },
  claimantPhone: { label: 'Claimant phone', show: (v) => v ?? '' },
  caseType: { label: 'Case type', show: (v) => CASE_TYPE_LABELS[v] },
  accidentDate: { label: 'Accident date', show: formatDay },
  accidentCity: { label: 'Accident city', show: (v) => v },
  accidentState: { label: 'Accident state', show: (v) => v },
  policeReport: { label: 'Police report', show: (v) => POLICE_REPORT_LABELS[v] },
  insuranceCarrier: { label: 'Insurance carrier', show: (v) => v ?? '' },
  policyLimit: { label: 'Policy limit', show: (v) => (v == null ? '' : formatCents(Math.round(v * 100))) },
  statuteOfLimitationsDate: { label: 'Statute of limitations', show: formatDay },
  description: { label: 'Description', show: (v) => v },
  attorneyName: { label: 'Responsible attorney', show: (v) => v },
};

function changeOf<F extends Field>(field: F, before: EditableCaseFields, after: EditableCaseFields) {
  const { label, show } = FIELDS[field];
  const from = show(before[field]);
  const to = show(after[field]);
  return from === to ? null : { field, label, from, to };
}

/** The fields that differ between `before` and `after`, in the form's order. */
export function caseFieldChanges(before: EditableCaseFields, after: EditableCaseFields): CaseFieldChange[] {
  return (Object.keys(FIELDS) as Field[]).flatMap((field) => changeOf(field, before, after) ?? []);
}

/** One change as a sentence: 'Accident city: Austin → Denver' ('(none)' for an empty value). */
export function describeCaseChange(change: CaseFieldChange): string {
  return `${change.label}: ${change.from || '(none)'} → ${change.to || '(none)'}`;
}
