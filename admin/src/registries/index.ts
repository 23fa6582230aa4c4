import BusinessIcon from '@mui/icons-material/Business';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed.ts';

/** The company registry; the data provider maps the 'registries' resource to /api/companies. */
export const registries = {
  name: 'registries',
  list: lazyNamed(() => import('./RegistryList.tsx'), 'RegistryList'),
  show: lazyNamed(() => import('./RegistryShow.tsx'), 'RegistryShow'),
  icon: BusinessIcon,
  recordRepresentation: 'name',
} satisfies ResourceProps;
