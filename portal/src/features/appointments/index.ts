/**
 * The appointments feature (issue 16): the calendar of a provider's or facility's professionals. The
 * calendar library and its CSS load with this lazy screen only.
 */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const appointmentsRoutes = {
  '/appointments': lazyScreen(() => import('./AppointmentsPage.tsx'), 'AppointmentsPage'),
} satisfies FeatureRoutes;
