/** The cases feature (issue 11): the case list, a case's details, notes and activity, create and edit, buying cases. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export const casesRoutes = {
  '/cases': lazyScreen(() => import('./CaseListPage.tsx'), 'CaseListPage'),
  '/cases/:id': lazyScreen(() => import('./CaseDetailsPage.tsx'), 'CaseDetailsPage'),
  '/cases/:id/files': lazyScreen(() => import('./CaseFilesPage.tsx'), 'CaseFilesPage'),
  '/cases/:id/files/:idFile': lazyScreen(() => import('./CaseFileDetailsPage.tsx'), 'CaseFileDetailsPage'),
  '/file/:type/:id': lazyScreen(() => import('./SharedFilePage.tsx'), 'SharedFilePage'),
} satisfies FeatureRoutes;

/** The status chip other features show next to a case. */
export { CaseStatusChip } from './CaseStatusChip.tsx';
/** The preview of a case file (an image or a PDF), for other features that show a case's documents. */
export { FilePreview } from './FilePreview.tsx';
