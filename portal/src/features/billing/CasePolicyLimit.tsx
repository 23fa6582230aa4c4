import { Alert, Stack, Typography } from '@mui/material';
import { formatCents } from '@casebridge/domain';
import type { CaseBilling } from '@casebridge/domain';

/** The case's sum of all providers against its policy limit, with a warning past it. */
export const CasePolicyLimit = ({ totals }: { totals: CaseBilling['totals'] }) => {
  const limit = totals.policyLimitCents;
  return (
    <Stack spacing={1}>
      <Typography>
        {limit === null
          ? 'No policy limit is on file for this case.'
          : `Policy limit ${formatCents(limit)} · billed ${formatCents(totals.billedCents)} · balance due ${formatCents(totals.balanceDueCents)}`}
      </Typography>
      {limit !== null && totals.billedOverLimitCents > 0 && (
        <Alert severity="warning">
          The bills ({formatCents(totals.billedCents)}) are over the policy limit ({formatCents(limit)}) by{' '}
          {formatCents(totals.billedOverLimitCents)}.
          {totals.dueOverLimitCents > 0
            ? ` After payments and accepted reductions, the balance due is still over it by ${formatCents(totals.dueOverLimitCents)}.`
            : ' After payments and accepted reductions, the balance due fits within it.'}
        </Alert>
      )}
    </Stack>
  );
};
