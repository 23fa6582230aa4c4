/**
 * The domain's labels a claimant reads (case statuses and types, what happens next, company types, document
 * categories) in Spanish, beside the English labels they translate (which stay where they are defined).
 */
import type { CaseStatus, CaseType, CompanyType } from '../enums.ts';
import { CASE_STATUS_LABELS, CASE_TYPE_LABELS, COMPANY_TYPE_LABELS } from '../enums.ts';
import type { CaseFileCategory } from '../rules/caseFiles.ts';
import { CASE_FILE_CATEGORY_LABELS } from '../rules/caseFiles.ts';
import { CASE_STATUS_NEXT_STEPS } from '../rules/claimantCases.ts';
import type { Translation } from './signInText.ts';

/** `{prefix}.{value}` -> { en: the English label, es: its Spanish }, for every value of a label table. */
function labelEntries<P extends string, V extends string>(
  prefix: P,
  english: Readonly<Record<V, string>>,
  spanish: Readonly<Record<V, string>>,
): Record<`${P}.${V}`, Translation> {
  return Object.fromEntries(
    (Object.keys(english) as V[]).map((value) => [
      `${prefix}.${value}`,
      { en: english[value], es: spanish[value] },
    ]),
  ) as Record<`${P}.${V}`, Translation>;
}

const CASE_STATUS_ES: Record<CaseStatus, string> = {
  INTAKE: 'Admisión',
  TREATING: 'En tratamiento',
  DEMAND_SENT: 'Reclamación enviada',
  NEGOTIATING: 'En negociación',
  LITIGATION: 'En litigio',
  SETTLED: 'Acuerdo alcanzado',
  CLOSED: 'Cerrado',
  WITHDRAWN: 'Retirado',
};

const NEXT_STEPS_ES: Record<CaseStatus, string> = {
  INTAKE: 'Su bufete de abogados está revisando su caso y reuniendo los hechos de su accidente.',
  TREATING:
    'Siga asistiendo a sus citas médicas; su bufete reúne sus expedientes y facturas a medida que recibe tratamiento.',
  DEMAND_SENT:
    'Su bufete envió una reclamación a la compañía de seguros y espera su respuesta, normalmente en un plazo de 30 a 60 días.',
  NEGOTIATING: 'Su bufete está negociando un acuerdo con la compañía de seguros en su nombre.',
  LITIGATION:
    'Su bufete presentó una demanda; le avisará de cualquier fecha en la que usted deba participar.',
  SETTLED:
    'Su caso llegó a un acuerdo; su bufete paga las facturas y los gravámenes con el dinero del acuerdo y luego le envía su parte.',
  CLOSED: 'Su caso está cerrado; comuníquese con su bufete si tiene alguna pregunta.',
  WITHDRAWN: 'Su bufete ya no lleva este caso; comuníquese con él si tiene alguna pregunta.',
};

const CASE_TYPE_ES: Record<CaseType, string> = {
  AUTO_ACCIDENT: 'Accidente de auto',
  SLIP_AND_FALL: 'Resbalón y caída',
  WORKPLACE: 'Accidente laboral',
  OTHER: 'Otro',
};

const COMPANY_TYPE_ES: Record<CompanyType, string> = {
  ATTORNEY: 'Abogado',
  HEALTH_PROVIDER: 'Proveedor de salud',
  FACILITY: 'Centro médico',
  FACTORING_COMPANY: 'Empresa de financiamiento',
};

const FILE_CATEGORY_ES: Record<CaseFileCategory, string> = {
  MEDICAL_RECORD: 'Expediente médico',
  BILL: 'Factura',
  POLICE_REPORT: 'Informe policial',
  CORRESPONDENCE: 'Correspondencia',
  PHOTO: 'Foto',
  OTHER: 'Otro',
};

export const LABEL_TEXT = {
  ...labelEntries('caseStatus', CASE_STATUS_LABELS, CASE_STATUS_ES),
  ...labelEntries('nextStep', CASE_STATUS_NEXT_STEPS, NEXT_STEPS_ES),
  ...labelEntries('caseType', CASE_TYPE_LABELS, CASE_TYPE_ES),
  ...labelEntries('companyType', COMPANY_TYPE_LABELS, COMPANY_TYPE_ES),
  ...labelEntries('fileCategory', CASE_FILE_CATEGORY_LABELS, FILE_CATEGORY_ES),
};
