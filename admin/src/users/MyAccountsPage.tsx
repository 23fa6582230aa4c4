import { Card, CardContent } from '@mui/material';
import { Title, useRequireAccess } from 'react-admin';
import { MyAccounts } from './MyAccounts.tsx';

/** /my-accounts: a sales representative's own companies, an entry of the menu (not a tab hidden in Users). */
export const MyAccountsPage = () => {
  // A sales representative's own page: anyone else is refused by URL too (login/consoleAccess.ts).
  const { isPending } = useRequireAccess({ resource: 'my-accounts', action: 'list' });
  if (isPending) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="My accounts" />
      <CardContent>
        <MyAccounts />
      </CardContent>
    </Card>
  );
};
