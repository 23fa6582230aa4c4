import { useState } from 'react';
import { ResponsiveTable } from '../../shared/responsive/ResponsiveTable.tsx';
import {
  Alert,
  Box,
  Button,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES, formatCents } from '@casebridge/domain';
import type { ProRataRequestsResult, SettlementView } from '@casebridge/domain';
import { SendProRataDialog } from './SendProRataDialog.tsx';
import type { SettlementStatement } from './settlementFormat.ts';

type Suggestion = NonNullable<SettlementView['suggestion']>;

/** What the last sending did: how many requests went out, and who was skipped and why. */
const SentReport = ({
  result,
  nameOf,
}: {
  result: ProRataRequestsResult;
  nameOf: (id: string) => string;
}) => (
  <Alert severity={result.sent.length > 0 ? 'success' : 'warning'}>
    {result.sent.length === 1
      ? 'Reduction request sent to 1 provider.'
      : `Reduction requests sent to ${result.sent.length} providers.`}
    {result.skipped.length > 0 && (
      <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Providers skipped">
        {result.skipped.map((s) => (
          <li key={s.providerId}>
            {nameOf(s.providerId)}: {s.reason}
          </li>
        ))}
      </Box>
    )}
  </Alert>
);

/**
 * The pro-rata starting point: all providers together capped at a third of the gross, each its share in
 * proportion to its balance, and the net to the client it would give; "Send reduction requests" sends each
 * requestable provider its share after a confirmation.
 */
export const ProRataSuggestion = ({
  caseId,
  suggestion,
  statement,
}: {
  caseId: string;
  suggestion: Suggestion;
  statement: SettlementStatement;
}) => {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ProRataRequestsResult | null>(null);
  const nameOf = (id: string) => statement.lines.find((l) => l.providerId === id)?.providerName ?? id;
  const requestable = suggestion.shares
    .filter((s) => s.requestable)
    .map((s) => ({ ...s, providerName: nameOf(s.providerId) }));
  const sent = (answer: ProRataRequestsResult) => {
    setConfirming(false);
    setResult(answer);
    notify(`Reduction requests sent: ${answer.sent.length}`, { type: 'success' });
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="pro-rata-title">
      <Typography variant="h6" component="h3" id="pro-rata-title">
        Pro-rata suggestion
      </Typography>
      <Typography color="text.secondary">
        All providers together capped at {formatCents(suggestion.capCents)}, each in proportion to its
        balance.
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <ResponsiveTable
          size="small"
          aria-label="Pro-rata suggestion"
          labels={['Provider', 'Balance', 'Suggested owed', 'Reduction']}
        >
          <TableHead>
            <TableRow>
              <TableCell>Provider</TableCell>
              <TableCell align="right">Balance</TableCell>
              <TableCell align="right">Suggested owed</TableCell>
              <TableCell align="right">Reduction</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {suggestion.shares.map((share) => (
              <TableRow key={share.providerId}>
                <TableCell>{nameOf(share.providerId)}</TableCell>
                <TableCell align="right">{formatCents(share.balanceCents)}</TableCell>
                <TableCell align="right">{formatCents(share.suggestedOwedCents)}</TableCell>
                <TableCell align="right">{formatCents(share.reductionCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ResponsiveTable>
      </Box>
      <Typography>
        Net to the client if every provider accepts:{' '}
        <strong>{formatCents(suggestion.netToClientCents)}</strong>
      </Typography>
      {result && <SentReport result={result} nameOf={nameOf} />}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={requestable.length === 0} onClick={() => setConfirming(true)}>
          Send reduction requests
        </Button>
        {requestable.length === 0 && (
          <Typography color="text.secondary">{MESSAGES.settlementProRataNothing}</Typography>
        )}
      </Stack>
      {confirming && (
        <SendProRataDialog
          caseId={caseId}
          shares={requestable}
          onSent={sent}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
};
