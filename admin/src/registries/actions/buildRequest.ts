import {
  MESSAGES,
  fieldErrors,
  infoRequestSchema,
  rejectCompanySchema,
  type CompanyAction,
} from '@casebridge/domain';
import type { CompanyActionRequest } from '@casebridge/domain/client';
import { cancelPayload, type ActionValues } from './ActionFields.tsx';

/** The request of an action from its dialog's values, validated by the same schemas as the API. */
export function buildRequest(
  action: CompanyAction,
  values: ActionValues,
): { request: CompanyActionRequest } | { errors: Record<string, string> } {
  switch (action) {
    case 'reject': {
      const parsed = rejectCompanySchema.safeParse(values);
      return parsed.success
        ? { request: { action, payload: parsed.data } }
        : { errors: fieldErrors(parsed.error) };
    }
    case 'infoRequest': {
      const parsed = infoRequestSchema.safeParse(values);
      return parsed.success
        ? { request: { action, payload: parsed.data } }
        : { errors: fieldErrors(parsed.error) };
    }
    case 'cancel':
      return values.target
        ? { request: { action, payload: cancelPayload(values) } }
        : { errors: { target: MESSAGES.thisFieldRequired } };
    default:
      return { request: { action } };
  }
}
