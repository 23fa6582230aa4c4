import { Box, Typography } from '@mui/material';
import { formatCents } from '@casebridge/domain';
import type { ProviderBilling } from '@casebridge/domain';

/** A provider's totals on the case: billed, paid, reductions accepted and the balance due. */
export const BillingTotals = ({ totals }: { totals: ProviderBilling['totals'] }) => {
  const items: [string, number][] = [
    ['Billed', totals.billedCents],
    ['Paid', totals.paidCents],
    ['Reductions accepted', totals.reductionCents],
    ['Balance due', totals.balanceDueCents],
  ];
  return (
    <section aria-label="Totals">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
      >
        {items.map(([label, cents]) => (
          <Box key={label} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {formatCents(cents)}
            </Typography>
          </Box>
        ))}
      </Box>
    </section>
  );
};
