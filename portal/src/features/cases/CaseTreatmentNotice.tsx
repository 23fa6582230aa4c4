import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { TREATMENT_GAP_DAYS, formatLongDate } from '@casebridge/domain';
import type { LegalCaseView } from '@casebridge/domain';
import { useCaseAdherence } from './api.ts';

/**
 * The firm's "Treatment" notice on a case (issue 16, treatment adherence; rules in the domain's
 * rules/adherence.ts): the claimant's missed appointments (still scheduled a day after their end) and a gap of
 * more than 30 days since the last visit. Nothing when treatment is on track; a quiet Retry when it fails.
 */
export const CaseTreatmentNotice = ({ legalCase }: { legalCase: LegalCaseView }) => {
  const firm = legalCase.access === 'FIRM';
  const adherence = useCaseAdherence(legalCase.id, firm);
  if (!firm || adherence.isPending) return null;
  if (adherence.isError)
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => void adherence.refetch()}>
            Retry
          </Button>
        }
      >
        The treatment’s appointments could not be checked.
      </Alert>
    );
  const { missed, gapDays, lastVisitAt } = adherence.data;
  if (missed.length === 0 && gapDays === null) return null;
  return (
    <Alert severity="warning" role="region" aria-label="Treatment">
      <AlertTitle>Treatment</AlertTitle>
      {gapDays !== null && lastVisitAt && (
        <Typography variant="body2">
          No treatment for {gapDays} days (more than {TREATMENT_GAP_DAYS}): the last visit was on{' '}
          {formatLongDate(lastVisitAt)} and nothing is scheduled.
        </Typography>
      )}
      {missed.length > 0 && (
        <>
          <Typography variant="body2">
            {missed.length === 1 ? '1 missed appointment:' : `${missed.length} missed appointments:`}
          </Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
            {missed.map((m) => (
              <li key={m.id}>
                {formatLongDate(m.startDate)} with {m.professionalName} ({m.companyName})
              </li>
            ))}
          </Typography>
        </>
      )}
    </Alert>
  );
};
