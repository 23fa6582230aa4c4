import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CaseBridgeDataProvider } from '@casebridge/domain/client';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null ? (error as { status?: number }).status : undefined;

type CustomCall =
  | 'getCompanySubscription'
  | 'getCompanyAddresses'
  | 'getCompanyMembers'
  | 'getInfoResponses'
  | 'getRegistryReview';

/**
 * Runs one of the data provider's per-company calls through react-query (cached per company).
 * A 404 answer means "this company has none" and resolves to null instead of an error.
 */
export function useCompanyDetail<M extends CustomCall>(method: M, companyId: string | undefined) {
  const dataProvider = useDataProvider<CaseBridgeDataProvider>();
  return useQuery({
    queryKey: ['registries', companyId, method],
    enabled: companyId !== undefined,
    retry: false,
    queryFn: async (): Promise<Awaited<ReturnType<CaseBridgeDataProvider[M]>> | null> => {
      try {
        return (await dataProvider[method](companyId as string)) as Awaited<
          ReturnType<CaseBridgeDataProvider[M]>
        >;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
  });
}
