import { Box, Typography } from '@mui/material';
import type { CaseResume } from '@casebridge/domain';
import { SectionCard } from './SectionCard.tsx';

const ITEMS: { key: keyof CaseResume; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'totalAvailable', label: 'Available' },
  { key: 'totalSpent', label: 'Spent' },
  { key: 'totalPurchase', label: 'Purchased' },
];

/** The company's case summary (Company.caseResume). */
export const CaseResumeSection = ({ caseResume }: { caseResume: CaseResume | null | undefined }) => (
  <SectionCard title="Case resume" isEmpty={!caseResume} emptyText="—">
    {caseResume ? (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 2 }}>
        {ITEMS.map(({ key, label }) => (
          <Box key={key}>
            <Typography variant="h5" component="p">
              {caseResume[key]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          </Box>
        ))}
      </Box>
    ) : null}
  </SectionCard>
);
