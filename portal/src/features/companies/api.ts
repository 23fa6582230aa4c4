/** The companies feature's server calls. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyEditValues } from '@casebridge/domain';
import { accountKeys, useCaseBridgeDataProvider } from '../../shared/api.ts';

/**
 * Saves the company profile (PUT /companies/{id}), then its logo (PUT /companies/{id}/picture) when one was
 * chosen; the account (whose company the panels show) is read again.
 */
export function useUpdateCompany(companyId: string) {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, logo }: { values: CompanyEditValues; logo: File | null }) => {
      await dataProvider.updateCompany(companyId, values);
      if (logo) await dataProvider.uploadCompanyPicture(companyId, logo);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
