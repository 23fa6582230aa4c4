import { useController } from 'react-hook-form';
import { LIMITS } from '@casebridge/domain';
import type { CompanyEditInput } from '@casebridge/domain';
import { KeywordsInput } from '../../shared/KeywordsInput.tsx';

/**
 * The company's directory keywords (SPEC.md 5 "Keywords": the shared tag input, bound to the company form and
 * validated by companyEditSchema), in the profile banner's modal and on My Company.
 */
export const CompanyKeywordsField = () => {
  const { field, fieldState } = useController<CompanyEditInput, 'keywords'>({ name: 'keywords' });
  return (
    <KeywordsInput
      value={field.value ?? ''}
      onChange={field.onChange}
      maxCount={LIMITS.companyKeywordsMaxCount}
      error={fieldState.error?.message}
    />
  );
};
