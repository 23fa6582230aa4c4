import { Box, Typography } from '@mui/material';
import { readCaseResume } from '@casebridge/domain';
import type { CaseResume, StoredCaseResume } from '@casebridge/domain';
import { SectionCard } from './SectionCard.tsx';

const ITEMS: { key: keyof CaseResume; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'totalAvailable', label: 'Available' },
  { key: 'totalSpent', label: 'Spent' },
  { key: 'totalIncluded', label: 'Included' },
  { key: 'totalPurchase', label: 'Purchased' },
];

/**
 * The company's case summary (Company.caseResume): the cases included with the plan apart from the purchased
 * ones (issue 40 item 32); a resume stored before totalIncluded reads as today's (readCaseResume).
 */
export const CaseResumeSection = ({ caseResume }: { caseResume: StoredCaseResume | null | undefined }) => {
  const resume = caseResume ? readCaseResume(caseResume) : null;
  return (
    <SectionCard title="Case resume" isEmpty={!resume} emptyText="—">
      {resume ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 2 }}>
          {ITEMS.map(({ key, label }) => (
            <Box key={key}>
              <Typography variant="h5" component="p">
                {resume[key]}
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
};
