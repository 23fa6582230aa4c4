/** The claimants feature's server calls: the claimant's own profile. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimantProfileValues } from '@casebridge/domain';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const claimantsKeys = { mine: ['claimants', 'me'] as const };

/** GET /claimants/me. */
export function useMyClaimant() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: claimantsKeys.mine, queryFn: () => dataProvider.getMyClaimant() });
}

/** PUT /claimants/me (marks the profile complete); the answer becomes the cached profile. */
export function useUpdateMyClaimant() {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ClaimantProfileValues) => dataProvider.updateMyClaimant(values),
    onSuccess: (claimant) => queryClient.setQueryData(claimantsKeys.mine, claimant),
  });
}

/** GET /claimants/me/dashboard: the claimant's own cases, read-only. */
export function useClaimantDashboard() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: ['claimants', 'me', 'dashboard'],
    queryFn: () => dataProvider.getClaimantDashboard(),
  });
}
