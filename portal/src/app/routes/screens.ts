import { accountRoutes } from '../../features/account/index.ts';
import { accountsRoutes } from '../../features/accounts/index.ts';
import { appointmentsRoutes } from '../../features/appointments/index.ts';
import { billingRoutes } from '../../features/billing/index.ts';
import { casesRoutes } from '../../features/cases/index.ts';
import { claimantsRoutes } from '../../features/claimants/index.ts';
import { companiesRoutes } from '../../features/companies/index.ts';
import { dashboardRoutes } from '../../features/dashboard/index.ts';
import { directoryRoutes } from '../../features/directory/index.ts';
import { fundingRoutes } from '../../features/funding/index.ts';
import { homeRoutes } from '../../features/home/index.ts';
import { networkRoutes } from '../../features/network/index.ts';
import { referralsRoutes } from '../../features/referrals/index.ts';
import { subscriptionRoutes } from '../../features/subscription/index.ts';
import { tasksRoutes } from '../../features/tasks/index.ts';
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';
import type { LazyScreen } from '../../shared/lazyScreen.ts';
import { preloadMobileMenuDrawer } from '../layouts/MobileMenu.tsx';
import { CaseScreen } from './CaseScreen.tsx';
import { CasesScreen } from './CasesScreen.tsx';
import { ClaimantCaseRedirect } from './ClaimantCaseRedirect.tsx';

/**
 * The screens built so far, by the route-table pattern they serve (each feature's index.ts lists its own);
 * every other route of the table shows ComingSoon with its purpose.
 */
export const SCREENS: FeatureRoutes = {
  ...homeRoutes,
  ...accountsRoutes,
  ...subscriptionRoutes,
  ...claimantsRoutes,
  ...casesRoutes,
  ...referralsRoutes,
  ...fundingRoutes,
  ...appointmentsRoutes,
  ...billingRoutes,
  ...tasksRoutes,
  ...dashboardRoutes,
  ...companiesRoutes,
  ...directoryRoutes,
  ...accountRoutes,
  ...networkRoutes,
  '/cases': CasesScreen,
  '/cases/:id': CaseScreen,
  '/claimant/cases/:id': ClaimantCaseRedirect,
};

// The signed-in layout (header menus, the Complete Your Account panel, the changelog) is not needed by the
// public pages: it loads with the first signed-in screen.
export const AuthenticatedLayout = lazyScreen(
  () => import('../layouts/AuthenticatedLayout.tsx'),
  'AuthenticatedLayout',
);

const isPreloadable = (screen: unknown): screen is LazyScreen =>
  typeof (screen as Partial<LazyScreen>).preload === 'function';

/** Fetches the code of every lazily loaded part of the portal (tests load it before they run). */
export function preloadAll(): Promise<unknown> {
  const parts: unknown[] = [...Object.values(SCREENS), AuthenticatedLayout];
  return Promise.all([
    ...parts.filter(isPreloadable).map((part) => part.preload()),
    preloadMobileMenuDrawer(),
  ]);
}
