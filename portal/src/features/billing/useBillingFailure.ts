import { useNotify } from 'react-admin';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiFailure, showServerErrors } from '../../shared/serverErrors.ts';
import { useRefreshBilling } from './api.ts';
import { withFormFields } from './billingForm.ts';

/**
 * How a billing form shows a refused save. A 409 (the other side moved first, the case closed…) is notified
 * with the API's message and the billing read again: the caller closes its dialog when this returns true.
 * Anything else stays on the form: a 400's field messages under their fields, other messages on top.
 */
export function useBillingFailure(caseId: string) {
  const notify = useNotify();
  const refresh = useRefreshBilling(caseId);
  return <V extends FieldValues>(
    error: unknown,
    setError: UseFormSetError<V>,
    fields: readonly Path<V>[],
    rename: Readonly<Record<string, string>> = {},
  ): boolean => {
    const failure = apiFailure(error);
    if (failure.status === 409) {
      notify(failure.message, { type: 'error' });
      refresh();
      return true;
    }
    showServerErrors(withFormFields(error, rename), setError, fields);
    return false;
  };
}
