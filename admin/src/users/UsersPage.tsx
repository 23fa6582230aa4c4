import { useState } from 'react';
import { Box, Card, Tab, Tabs } from '@mui/material';
import { Title } from 'react-admin';
import { can } from '@casebridge/domain';
import { InternalUserList } from '../internal-users/InternalUserList.tsx';
import { useActor } from '../layout/useActor.ts';
import { ExternalUserList } from './ExternalUserList.tsx';
import { MyAccounts } from './MyAccounts.tsx';
import { SalesRepLists } from './SalesRepLists.tsx';

type UsersTab = 'mine' | 'internal' | 'external' | 'sales';

/** /users: internal users, external users, sales-representative assignments and, for a rep, "My accounts". */
export const UsersPage = () => {
  const { actor } = useActor();
  const mine = !!actor && can(actor, 'accounts.mine');
  const [tab, setTab] = useState<UsersTab | null>(null);
  const current = tab ?? (mine ? 'mine' : 'internal');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Users" />
      {/* A phone is narrower than the four tabs: they scroll, with arrows, instead of being cut. */}
      <Tabs
        value={current}
        onChange={(_, value: UsersTab) => setTab(value)}
        aria-label="Users"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {mine ? <Tab value="mine" label="My accounts" /> : null}
        <Tab value="internal" label="Internal users" />
        <Tab value="external" label="External users" />
        <Tab value="sales" label="Sales representatives" />
      </Tabs>
      <Box sx={{ p: 2 }}>
        {current === 'mine' && <MyAccounts />}
        {current === 'internal' && <InternalUserList />}
        {current === 'external' && <ExternalUserList />}
        {current === 'sales' && <SalesRepLists />}
      </Box>
    </Card>
  );
};
