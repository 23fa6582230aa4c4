/** The tasks feature (issue 16): my tasks and the company's, with the Premium task tools. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const tasksRoutes = {
  '/tasks': lazyScreen(() => import('./TasksPage.tsx'), 'TasksPage'),
} satisfies FeatureRoutes;
