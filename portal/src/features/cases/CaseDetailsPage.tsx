import { useState } from 'react';
import { Button, Link, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import {
  CASE_ABILITIES,
  CASE_FILE_ABILITIES,
  CASE_TABS,
  CASE_TAB_QUERY,
  caseTabFromQuery,
  actorFromSession,
  isOwnerOrAdmin,
  mayReadStatusRequests,
} from '@casebridge/domain';
import type { CaseTab } from '@casebridge/domain';
import { useSession } from '@casebridge/domain/client';
import { usePageTitle } from '../../shared/usePageTitle.ts';
import { useCase } from './api.ts';
import { DeleteCaseDialog } from './DeleteCaseDialog.tsx';
import { CaseActivity } from './CaseActivity.tsx';
import { CaseCollaborators } from './CaseCollaborators.tsx';
import { CaseFiles } from './CaseFiles.tsx';
import { CaseFormDialog } from './CaseFormDialog.tsx';
import { CaseNotLoaded } from './CaseNotLoaded.tsx';
import { CaseMergeNotice } from './CaseMergeNotice.tsx';
import { CaseTreatmentNotice } from './CaseTreatmentNotice.tsx';
import { MergeCasesDialog } from './MergeCasesDialog.tsx';
import { CaseNotes } from './CaseNotes.tsx';
import { CaseOverview } from './CaseOverview.tsx';
import { CasePresentations } from './CasePresentations.tsx';
import { PresentCaseDialog } from './PresentCaseDialog.tsx';
import { CaseStatusChip } from './CaseStatusChip.tsx';
import { CaseStatusControl } from './CaseStatusControl.tsx';
import { CaseStatusRequests } from './CaseStatusRequests.tsx';
import { CollaboratorStatusAction, OpenStatusRequestsAlert } from './StatusRequestBanner.tsx';
import { ReassignCaseButton } from './ReassignCaseButton.tsx';
import { CaseBilling } from '../billing/index.ts';
import { CaseFunding } from '../funding/index.ts';
import { CaseSettlement } from '../settlement/index.ts';
import { ScreenLoader } from '../../shared/ScreenLoader.tsx';

type TabId = CaseTab;
const TAB_LABELS: Partial<Record<TabId, string>> = { requests: 'Status requests' };

/**
 * /cases/{id} (issue 11): the case header (folio, claimant, status), its overview, notes and activity. The
 * firm edits it, moves its status and (owner or admin) deletes it; others read what they may see.
 */
export const CaseDetailsPage = () => {
  const { id = '' } = useParams();
  const current = useSession();
  const query = useCase(id);
  // The tab lives in the URL (?tab=, as a notification names it): another case's link starts on Overview.
  const [params, setParams] = useSearchParams();
  const chosen = caseTabFromQuery(params.get(CASE_TAB_QUERY));
  const setTab = (next: TabId) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'overview') updated.delete(CASE_TAB_QUERY);
        else updated.set(CASE_TAB_QUERY, next);
        return updated;
      },
      { replace: true },
    );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [merging, setMerging] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const c = query.data;
  usePageTitle(c ? `Case ${c.folio}` : 'Case details');

  if (query.isPending || query.isError || !c) {
    return <CaseNotLoaded title="Case details" error={query.isError ? query.error : null} />;
  }
  const firm = c.access === 'FIRM';
  const mayDelete = firm && current !== null && isOwnerOrAdmin(actorFromSession(current));
  const tabs = CASE_TABS.filter(
    (t) =>
      (t !== 'activity' || CASE_ABILITIES.readActivity(c.access)) &&
      (t !== 'collaborators' || CASE_ABILITIES.readCollaborators(c.access)) &&
      (t !== 'files' || CASE_FILE_ABILITIES.read(c.access)) &&
      (t !== 'requests' || mayReadStatusRequests(c.access)) &&
      (t !== 'billing' || firm || c.access === 'COLLABORATOR') &&
      (t !== 'presentations' || firm) &&
      (t !== 'funding' || firm) &&
      (t !== 'settlement' || firm),
  );
  // A tab this reader is not offered (a link meant for someone else) shows the Overview.
  const tab: TabId = tabs.includes(chosen) ? chosen : 'overview';

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/cases">
        ← All cases
      </Link>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1">
            Case {c.folio}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CaseStatusChip status={c.status} />
            <Typography color="text.secondary">{c.claimantName}</Typography>
          </Stack>
        </Stack>
        {firm && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            {!c.mergedIntoCaseId && <CaseStatusControl legalCase={c} />}
            {!c.mergedIntoCaseId && (
              <Button variant="contained" onClick={() => setPresenting(true)}>
                Present case
              </Button>
            )}
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit case
            </Button>
            <ReassignCaseButton legalCase={c} />
            {!c.mergedIntoCaseId && (
              <Button variant="outlined" onClick={() => setMerging(true)}>
                Merge…
              </Button>
            )}
            {mayDelete && (
              <Button color="error" onClick={() => setDeleting(true)}>
                Delete case
              </Button>
            )}
          </Stack>
        )}
        {c.access === 'COLLABORATOR' && <CollaboratorStatusAction legalCase={c} />}
      </Stack>
      <CaseMergeNotice legalCase={c} />
      <CaseTreatmentNotice legalCase={c} />
      {firm && <OpenStatusRequestsAlert legalCase={c} onShow={() => setTab('requests')} />}
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, next: TabId) => setTab(next)}
          aria-label="Case sections"
          // Up to ten sections: they scroll (with arrows) rather than overflow a narrow screen.
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map((t) => (
            <Tab
              key={t}
              value={t}
              id={`case-tab-${t}`}
              aria-controls="case-tab-panel"
              label={TAB_LABELS[t] ?? t[0]!.toUpperCase() + t.slice(1)}
            />
          ))}
        </Tabs>
        <Stack id="case-tab-panel" role="tabpanel" aria-labelledby={`case-tab-${tab}`} sx={{ p: 2 }}>
          {tab === 'overview' && <CaseOverview legalCase={c} today={new Date()} />}
          {tab === 'collaborators' && <CaseCollaborators legalCase={c} />}
          {tab === 'presentations' && <CasePresentations legalCase={c} />}
          {tab === 'notes' && <CaseNotes legalCase={c} />}
          {tab === 'requests' && <CaseStatusRequests legalCase={c} />}
          {tab === 'files' && <CaseFiles legalCase={c} />}
          {tab === 'billing' && <CaseBilling legalCase={c} />}
          {tab === 'funding' && <CaseFunding legalCase={c} />}
          {tab === 'settlement' && (
            <ScreenLoader>
              <CaseSettlement legalCase={c} />
            </ScreenLoader>
          )}
          {tab === 'activity' && <CaseActivity caseId={c.id} />}
        </Stack>
      </Paper>
      {editing && <CaseFormDialog legalCase={c} onClose={() => setEditing(false)} />}
      {presenting && (
        <PresentCaseDialog
          legalCase={c}
          onClose={() => setPresenting(false)}
          onPresented={() => setTab('presentations')}
        />
      )}
      {merging && <MergeCasesDialog initialKept={c} onClose={() => setMerging(false)} />}
      {deleting && <DeleteCaseDialog legalCase={c} onClose={() => setDeleting(false)} />}
    </Stack>
  );
};
