import { Alert, AlertTitle, Box, Chip, Stack, Typography } from '@mui/material';
import { MESSAGES, isCaseBillingOpen } from '@casebridge/domain';
import type { LegalCaseView, SettlementView } from '@casebridge/domain';
import { LoadFailure } from '../../shared/LoadFailure.tsx';
import { useSettlement } from './api.ts';
import { FinalizedSettlement } from './FinalizedSettlement.tsx';
import { FinalizeSettlement } from './FinalizeSettlement.tsx';
import { ProRataSuggestion } from './ProRataSuggestion.tsx';
import { SettlementForm } from './SettlementForm.tsx';
import { SettlementStatementTable } from './SettlementStatementTable.tsx';

/** Why the figures make no statement yet; "Enter the gross recovery first" while there is no gross. */
const Problems = ({ view }: { view: SettlementView }) => {
  const problems = view.problems.filter((p) => p !== MESSAGES.settlementNoGross);
  const noGross =
    view.statement === null && (problems.length === 0 || view.problems.includes(MESSAGES.settlementNoGross));
  return (
    <>
      {noGross && <Alert severity="info">{MESSAGES.settlementNoGross}</Alert>}
      {problems.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>The statement cannot be computed</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
};

/** A DRAFT is written on an open case only (the API answers 409 otherwise); a FINALIZED one is read. */
const Statement = ({ view, caseOpen }: { view: SettlementView; caseOpen: boolean }) => {
  const draft = view.status === 'DRAFT';
  const writable = draft && caseOpen;
  return (
    <Stack spacing={3}>
      {!draft && <FinalizedSettlement view={view} />}
      {draft && !caseOpen && <Alert severity="info">{MESSAGES.billingClosedCase}</Alert>}
      {writable && <SettlementForm caseId={view.caseId} view={view} />}
      <Problems view={view} />
      {view.statement && <SettlementStatementTable caseId={view.caseId} statement={view.statement} />}
      {writable && view.statement && view.suggestion && (
        <ProRataSuggestion caseId={view.caseId} suggestion={view.suggestion} statement={view.statement} />
      )}
      {writable && <FinalizeSettlement caseId={view.caseId} refusal={view.finalizeRefusal} />}
    </Stack>
  );
};

/**
 * The case's Settlement tab (the firm, issue 14): the draft's figures, the distribution statement computed by
 * the API from them and today's billing (every provider's balance after its accepted reduction, the net to
 * the client), the pro-rata suggestion sent as reduction requests, and Finalize once every line is accepted
 * or paid; a finalized statement is read-only, with its PDF and .xlsx.
 */
export const CaseSettlement = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const query = useSettlement(legalCase.id);
  const caseOpen = isCaseBillingOpen(legalCase.status) && !legalCase.mergedIntoCaseId;
  let content;
  if (query.isPending) content = <Typography role="status">Loading the settlement statement…</Typography>;
  else if (query.isError) content = <LoadFailure error={query.error} onRetry={() => query.refetch()} />;
  else content = <Statement view={query.data} caseOpen={caseOpen} />;
  const status = query.data?.status;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          Settlement statement
        </Typography>
        {status && <Chip size="small" label={status === 'FINALIZED' ? 'Finalized' : 'Draft'} />}
      </Stack>
      {content}
    </Stack>
  );
};
