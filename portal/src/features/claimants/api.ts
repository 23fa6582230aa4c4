/** The claimants feature's server calls: the claimant's own profile, cases and documents. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimantLanguage, ClaimantProfileValues } from '@casebridge/domain';
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

/** PUT /claimants/me/language; the answer becomes the cached profile. */
export function useUpdateMyClaimantLanguage() {
  const dataProvider = useCaseBridgeDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: ClaimantLanguage) => dataProvider.updateMyClaimantLanguage(language),
    onSuccess: (claimant) => queryClient.setQueryData(claimantsKeys.mine, claimant),
  });
}

export const claimantCasesKeys = { mine: ['claimants', 'me', 'cases'] as const };

/** GET /claimants/me/cases/{id}: one of the claimant's own cases (404 for any other). */
export function useMyClaimantCase(id: string) {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({
    queryKey: [...claimantCasesKeys.mine, id],
    queryFn: () => dataProvider.getMyClaimantCase(id),
  });
}

/** GET /claimants/me/cases: the claimant's own cases, read-only. */
export function useMyClaimantCases() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: claimantCasesKeys.mine, queryFn: () => dataProvider.getMyClaimantCases() });
}

/**
 * GET /cases/{id}/files/{fileId}/content of a document shared with the claimant: downloaded, or shown
 * (inline, images and PDF) in a new tab. Each read is audited, so it is a mutation, never cached.
 */
export function useClaimantDocument() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({
    mutationFn: ({ caseId, fileId, inline }: { caseId: string; fileId: string; inline: boolean }) =>
      dataProvider.downloadCaseFile(caseId, fileId, inline ? 'inline' : 'attachment'),
  });
}
