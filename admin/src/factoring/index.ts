import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed.ts';

/** Factoring companies; the data provider maps 'factoring' to /api/factoring-companies (page: /factoring/{id}). */
export const factoring = {
  name: 'factoring',
  list: lazyNamed(() => import('./FactoringList.tsx'), 'FactoringList'),
  create: lazyNamed(() => import('./FactoringCreate.tsx'), 'FactoringCreate'),
  edit: lazyNamed(() => import('./FactoringEdit.tsx'), 'FactoringEdit'),
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
  options: { label: 'Factoring companies' },
} satisfies ResourceProps;
