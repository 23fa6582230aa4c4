import { useSession } from '@casebridge/domain/client';
import { casesRoutes } from '../../features/cases/index.ts';
import { ClaimantCasesScreen } from '../../features/claimants/index.ts';
import type { LazyScreen } from '../../shared/lazyScreen.ts';

const CaseListScreen = casesRoutes['/cases'];

/**
 * /cases: the case list, except for a claimant, who sees their own cases as on their dashboard (issue 39:
 * GET /cases answers a claimant their own view, which the firm's table cannot show).
 */
const Screen = () => (useSession()?.userType === 'CLAIMANT' ? <ClaimantCasesScreen /> : <CaseListScreen />);

export const CasesScreen: LazyScreen = Object.assign(Screen, {
  preload: () => Promise.all([ClaimantCasesScreen.preload(), CaseListScreen.preload()]),
});
