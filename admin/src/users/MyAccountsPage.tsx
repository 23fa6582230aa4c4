import { Card, CardContent } from '@mui/material';
import { Title } from 'react-admin';
import { MyAccounts } from './MyAccounts.tsx';

/** /my-accounts: a sales representative's own companies, an entry of the menu (not a tab hidden in Users). */
export const MyAccountsPage = () => (
  <Card sx={{ mt: 2 }}>
    <Title title="My accounts" />
    <CardContent>
      <MyAccounts />
    </CardContent>
  </Card>
);
