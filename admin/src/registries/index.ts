import BusinessIcon from '@mui/icons-material/Business';
import type { ResourceProps } from 'react-admin';
import { RegistryList } from './RegistryList.tsx';
import { RegistryShow } from './RegistryShow.tsx';

/** The company registry; the data provider maps the 'registries' resource to /api/companies. */
export const registries = {
  name: 'registries',
  list: RegistryList,
  show: RegistryShow,
  icon: BusinessIcon,
  recordRepresentation: 'name',
} satisfies ResourceProps;
