import { useSearchParams } from 'react-router';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSession } from '@casebridge/domain/client';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { AssociateList } from './AssociateList.tsx';
import { IntroList } from './IntroList.tsx';
import { NetworkContacts } from './NetworkContacts.tsx';
import { UnregisteredList } from './UnregisteredList.tsx';

const TABS = [
  { id: 'network', label: 'Network' },
  { id: 'intros', label: 'Intros' },
  { id: 'associates', label: 'Associates' },
  { id: 'outside', label: 'Not on CaseBridge' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * My Network (/my-network, SPEC.md 2.1): the companies the user's company worked with (Open profile, Make
 * Intro), the intros sent and received (the intro e-mail links to ?tab=intros&intro=), the associates and
 * the professionals not on CaseBridge yet (added and invited by the company).
 * The tab lives in the URL.
 */
export const MyNetworkPage = () => {
  usePageTitle('My Network');
  const [params, setParams] = useSearchParams();
  const companyId = useSession()?.company?.id ?? null;
  const tab: TabId = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'network';
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        My Network
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: TabId) => setParams(value === 'network' ? {} : { tab: value })}
        aria-label="My Network sections"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={`network-tab-${t.id}`}
            aria-controls="network-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="network-panel" aria-labelledby={`network-tab-${tab}`}>
        {tab === 'network' && <NetworkContacts />}
        {tab === 'intros' && <IntroList highlight={params.get('intro')} />}
        {tab === 'associates' && <AssociateList />}
        {tab === 'outside' && companyId && <UnregisteredList companyId={companyId} />}
      </Box>
    </Stack>
  );
};
