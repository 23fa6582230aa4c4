/** The dashboard feature's server call (issue 16): the caller's company's figures. */
import { useQuery } from '@tanstack/react-query';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

export const dashboardKeys = { company: ['dashboard', 'company'] as const };

/** GET /dashboard: the firm's or the provider's figures (403 for who may not open it). */
export function useCompanyDashboard() {
  const dataProvider = useCaseBridgeDataProvider();
  return useQuery({ queryKey: dashboardKeys.company, queryFn: () => dataProvider.getCompanyDashboard() });
}
