import {
  BILLING_TYPES,
  BILLING_TYPE_LABELS,
  COMPANY_STATUSES,
  COMPANY_STATUS_LABELS,
  COMPANY_TYPES,
  COMPANY_TYPE_LABELS,
  SUBSCRIPTION_TYPES,
  SUBSCRIPTION_TYPE_LABELS,
  US_STATES,
} from '@casebridge/domain';

export interface Choice<T extends string> {
  id: T;
  name: string;
}

/** Turns a domain enum and its labels into react-admin choices, in the domain's order. */
export function choicesOf<T extends string>(values: readonly T[], labels: Record<T, string>): Choice<T>[] {
  return values.map((id) => ({ id, name: labels[id] }));
}

export const companyTypeChoices = choicesOf(COMPANY_TYPES, COMPANY_TYPE_LABELS);
export const companyStatusChoices = choicesOf(COMPANY_STATUSES, COMPANY_STATUS_LABELS);
export const subscriptionTypeChoices = choicesOf(SUBSCRIPTION_TYPES, SUBSCRIPTION_TYPE_LABELS);
export const billingTypeChoices = choicesOf(BILLING_TYPES, BILLING_TYPE_LABELS);
export const stateChoices = US_STATES.map((state) => ({ id: state.id, name: `${state.name} (${state.id})` }));
