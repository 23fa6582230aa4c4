import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { ResourceProps } from 'react-admin';
import { FactoringCreate } from './FactoringCreate.tsx';
import { FactoringEdit } from './FactoringEdit.tsx';
import { FactoringList } from './FactoringList.tsx';

/** Factoring companies; the data provider maps 'factoring' to /api/factoring-companies (page: /factoring/{id}). */
export const factoring = {
  name: 'factoring',
  list: FactoringList,
  create: FactoringCreate,
  edit: FactoringEdit,
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
  options: { label: 'Factoring companies' },
} satisfies ResourceProps;
