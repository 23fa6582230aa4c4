/** The changelog feature's server call. */
import { useMutation } from '@tanstack/react-query';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

/** PUT /account/changelog/read (the data provider also marks the stored session read). */
export function useMarkChangelogRead() {
  const dataProvider = useCaseBridgeDataProvider();
  return useMutation({ mutationFn: () => dataProvider.markChangelogRead() });
}
