import { Box, Typography } from '@mui/material';
import { formatCents } from '@casebridge/domain';
import type { ReductionView } from '@casebridge/domain';
import { PARTY_LABELS, stampDay } from './billingFormat.ts';

/** A negotiation's numbered history, oldest first: Offer, Counter 1…, with who, when, the amount and the note. */
export const ReductionHistory = ({
  history,
  label,
}: {
  history: ReductionView['history'];
  label: string;
}) => (
  <Box component="ol" aria-label={label} sx={{ m: 0, pl: 3 }}>
    {history.map((entry, index) => (
      <Box component="li" key={`${entry.kind}-${entry.at}-${index}`} sx={{ mb: 0.5 }}>
        <Typography component="span">
          {[
            entry.label,
            entry.amountCents === null ? null : formatCents(entry.amountCents),
            `${entry.byName} (${PARTY_LABELS[entry.by]})`,
            stampDay(entry.at),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {entry.note && (
          <Typography variant="body2" color="text.secondary">
            “{entry.note}”
          </Typography>
        )}
      </Box>
    ))}
  </Box>
);
