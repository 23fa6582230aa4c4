import { useState } from 'react';
import { Alert, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { CASE_STATUS_LABELS, STATUS_REQUEST_MESSAGES } from '@casebridge/domain';
import type { CaseStatusRequestView, LegalCaseView } from '@casebridge/domain';
import { AnswerStatusRequestDialog } from './AnswerStatusRequestDialog.tsx';
import { useCaseStatusRequests } from './api.ts';
import { day } from './CaseTable.tsx';
import { LoadFailure } from '../../shared/LoadFailure.tsx';

function answerLine(r: CaseStatusRequestView): string | null {
  if (r.state !== 'ANSWERED') return null;
  const status = r.statusAtAnswer ? ` · ${CASE_STATUS_LABELS[r.statusAtAnswer]}` : '';
  return `Answered by ${r.answeredByName ?? 'the firm'} on ${day(r.answeredAt!)}${status}: ${r.answer}`;
}

/**
 * The case's requests for status: a collaborator follows its own (it asks from the case header: Advanced and
 * Premium; Basic sees the upgrade prompt); the firm sees every request and answers the open ones.
 */
export const CaseStatusRequests = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const query = useCaseStatusRequests(legalCase.id);
  const [answering, setAnswering] = useState<CaseStatusRequestView | null>(null);
  const firm = legalCase.access === 'FIRM';
  if (query.isPending) return <Typography role="status">Loading the status requests…</Typography>;
  if (query.isError) return <LoadFailure error={query.error} onRetry={query.refetch} />;
  const { requests, ask } = query.data;
  return (
    <Stack spacing={2}>
      {ask === 'ALREADY_OPEN' && <Alert severity="info">{STATUS_REQUEST_MESSAGES.alreadyOpen}</Alert>}
      {requests.length === 0 && <Typography color="text.secondary">No status request yet.</Typography>}
      {requests.length > 0 && (
        <List aria-label="Status requests">
          {requests.map((r) => (
            <ListItem
              key={r.id}
              divider
              secondaryAction={
                firm &&
                r.state === 'OPEN' && (
                  <Button size="small" variant="outlined" onClick={() => setAnswering(r)}>
                    Answer
                  </Button>
                )
              }
            >
              <ListItemText
                sx={{ pr: firm ? 12 : 0 }}
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>
                      {r.companyName} asked on {day(r.createdAt)}
                    </span>
                    <Chip
                      size="small"
                      label={r.state === 'OPEN' ? 'Open' : 'Answered'}
                      color={r.state === 'OPEN' ? 'warning' : 'success'}
                      variant="outlined"
                    />
                  </Stack>
                }
                secondary={[r.message && `“${r.message}” (${r.requestedByName})`, answerLine(r)]
                  .filter(Boolean)
                  .join(' — ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {answering && (
        <AnswerStatusRequestDialog
          legalCase={legalCase}
          request={answering}
          onClose={() => setAnswering(null)}
        />
      )}
    </Stack>
  );
};
