/** The companies feature: My Company (/my-company), the company edit modal and the facility identifier fields. */
import type { FeatureRoutes } from '../../shared/featureRoutes.ts';
import { lazyScreen } from '../../shared/lazyScreen.ts';

export { CompanyEditModal } from './CompanyEditModal.tsx';
export { FacilityIdentifierFields } from './FacilityIdentifierFields.tsx';

export const companiesRoutes = {
  '/my-company': lazyScreen(() => import('./MyCompanyPage.tsx'), 'MyCompanyPage'),
} satisfies FeatureRoutes;
