/** A case's treatment adherence (issue 16): missed appointments and a gap in treatment, for its firm. */
import { useQuery } from '@tanstack/react-query';
import { useCaseBridgeDataProvider } from '../../../shared/api.ts';

export const adherenceKeys = {
  ofCase: (caseId: string) => ['cases', 'adherence', caseId] as const,
};

/** GET /cases/{id}/adherence (the case's firm only: `enabled` false for anyone else). */
export function useCaseAdherence(caseId: string, enabled: boolean) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: adherenceKeys.ofCase(caseId),
    queryFn: () => dataProvider.getCaseAdherence(caseId),
    enabled,
  });
}
