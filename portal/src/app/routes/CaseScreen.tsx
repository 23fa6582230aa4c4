import { useSession } from '@casebridge/domain/client';
import { casesRoutes } from '../../features/cases/index.ts';
import { ClaimantCaseScreen } from '../../features/claimants/index.ts';
import type { LazyScreen } from '../../shared/lazyScreen.ts';

const CaseDetailsScreen = casesRoutes['/cases/:id'];

/**
 * /cases/{id}: the case page, except for a claimant, who sees their own case as on their dashboard, in their
 * language (issue 16; GET /claimants/me/cases/{id}).
 */
const Screen = () => (useSession()?.userType === 'CLAIMANT' ? <ClaimantCaseScreen /> : <CaseDetailsScreen />);

export const CaseScreen: LazyScreen = Object.assign(Screen, {
  preload: () => Promise.all([ClaimantCaseScreen.preload(), CaseDetailsScreen.preload()]),
});
