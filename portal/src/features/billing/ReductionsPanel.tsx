import { useState } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { REDUCTION_STATUS_LABELS, formatCents, isReductionActive } from '@casebridge/domain';
import type { ProviderBilling, ReductionAction, ReductionView } from '@casebridge/domain';
import { AttachedBreakdown } from './AttachedBreakdown.tsx';
import { stampDay } from './billingFormat.ts';
import { ReductionHistory } from './ReductionHistory.tsx';
import { RequestReductionDialog } from './RequestReductionDialog.tsx';
import { ReductionStepDialog, STEP_LABELS } from './ReductionStepDialog.tsx';

/** The negotiation shown as current: an open one, or the accepted one that locks the amount. */
const isCurrent = (r: ReductionView) => isReductionActive(r.status) || r.status === 'ACCEPTED';

const Figures = ({ reduction }: { reduction: ReductionView }) => {
  const locked = reduction.acceptedAmountCents;
  return (
    <Typography>
      Balance when asked {formatCents(reduction.balanceCents)} ·{' '}
      {locked === null
        ? `standing offer ${formatCents(reduction.currentAmountCents)}`
        : `accepted amount ${formatCents(locked)} (locked; a reduction of ${formatCents(reduction.balanceCents - locked)})`}
    </Typography>
  );
};

/**
 * The reductions of one provider's balance: the current negotiation with its status, numbered history, its
 * settlement breakdown (a download for both sides) and the steps the caller may take now
 * (can.reductionActions), "Request reduction" for the firm, and the earlier, closed negotiations.
 */
export const ReductionsPanel = ({ billing }: { billing: ProviderBilling }) => {
  const [requesting, setRequesting] = useState(false);
  const [action, setAction] = useState<ReductionAction | null>(null);
  const current = billing.reductions.find(isCurrent) ?? null;
  const past = billing.reductions.filter((r) => r !== current);
  const actions = current && isReductionActive(current.status) ? billing.can.reductionActions : [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="reductions-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id="reductions-title">
          Reduction
        </Typography>
        {billing.can.requestReduction && (
          <Button variant="contained" onClick={() => setRequesting(true)}>
            Request reduction
          </Button>
        )}
      </Stack>
      {current ? (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              label={REDUCTION_STATUS_LABELS[current.status]}
              color={current.status === 'ACCEPTED' ? 'success' : 'warning'}
              size="small"
            />
            <Typography color="text.secondary">Requested {stampDay(current.createdAt)}</Typography>
          </Stack>
          <Figures reduction={current} />
          {current.breakdownFileId && (
            <AttachedBreakdown caseId={current.caseId} fileId={current.breakdownFileId} />
          )}
          <ReductionHistory history={current.history} label="History of the reduction" />
          {actions.length > 0 && (
            <Stack direction="row" spacing={1}>
              {actions.map((a) => (
                <Button
                  key={a}
                  variant={a === 'ACCEPT' ? 'contained' : 'outlined'}
                  color={a === 'REJECT' || a === 'WITHDRAW' ? 'error' : 'primary'}
                  onClick={() => setAction(a)}
                >
                  {STEP_LABELS[a]}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
      ) : (
        <Typography color="text.secondary">No reduction is under way.</Typography>
      )}
      {past.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h3">
            Earlier requests
          </Typography>
          {past.map((r) => (
            <Box key={r.id} sx={{ mt: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography>
                {REDUCTION_STATUS_LABELS[r.status]} · requested {stampDay(r.createdAt)} · balance{' '}
                {formatCents(r.balanceCents)}
              </Typography>
              <ReductionHistory
                history={r.history}
                label={`History of the request of ${stampDay(r.createdAt)}`}
              />
              {r.breakdownFileId && <AttachedBreakdown caseId={r.caseId} fileId={r.breakdownFileId} />}
            </Box>
          ))}
        </Box>
      )}
      {requesting && (
        <RequestReductionDialog
          caseId={billing.caseId}
          provider={billing.provider}
          balanceCents={billing.totals.balanceDueCents}
          onClose={() => setRequesting(false)}
        />
      )}
      {action && current && (
        <ReductionStepDialog
          caseId={billing.caseId}
          providerId={billing.provider.id}
          reduction={current}
          side={billing.side}
          action={action}
          onClose={() => setAction(null)}
        />
      )}
    </Paper>
  );
};
