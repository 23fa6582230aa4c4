/**
 * The dashboard feature (issue 16): /dashboard, the company's figures with links to the lists they count and
 * a chart per month (the chart library loads with this screen only).
 */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const dashboardRoutes = {
  '/dashboard': lazyScreen(() => import('./DashboardPage.tsx'), 'DashboardPage'),
} satisfies FeatureRoutes;
