import { useState, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { LIMITS, PLAN_LABELS, planFeatures, planHasFeature } from '@casebridge/domain';
import type { Company, PlanType } from '@casebridge/domain';
import { PlanFeatureList } from '../../shared/PlanFeatureList.tsx';
import { BuyCasesDialog } from '../subscription/index.ts';
import { myAccountKeys, useCaseResume } from './api.ts';
import { Field } from './Field.tsx';

/** What the plan includes: section 6's feature list (the domain's PLAN_FEATURES), only the included ones. */
export const PlanIncludesSection = ({ planType }: { planType: PlanType }) => (
  <Paper variant="outlined" component="section" aria-labelledby="includes-title" sx={{ p: 3 }}>
    <Typography id="includes-title" variant="h6" component="h2" gutterBottom>
      What {PLAN_LABELS[planType]} includes
    </Typography>
    {/* Only what the plan includes (issue 40 item 32: Basic listed eight features it lacks). */}
    {planFeatures(planType).some((feature) => feature.included) ? (
      <PlanFeatureList planType={planType} label={`${PLAN_LABELS[planType]} features`} onlyIncluded />
    ) : (
      <Typography>
        {PLAN_LABELS[planType]} is the free plan. Upgrading adds:{' '}
        {planFeatures(planType)
          .map((feature) => feature.label.toLowerCase())
          .join(', ')}
        .
      </Typography>
    )}
    {planType === 'PRO' && (
      <Typography variant="body2" color="text.secondary">
        {LIMITS.premiumProfilesIncluded} premium profiles, 1 premium address per profile and unlimited support
        staff.
      </Typography>
    )}
  </Paper>
);

/**
 * The case resume (GET /companies/{id}/case-resume) of a law firm: included, bought, created and available
 * cases, and Buy cases while its plan has a quota.
 */
export const CaseResumeSection = ({ company, planType }: { company: Company; planType: PlanType }) => {
  const resume = useCaseResume(company.id);
  const [buying, setBuying] = useState(false);
  const queryClient = useQueryClient();
  const unlimited = planHasFeature(planType, 'unlimitedCases');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cases-title" sx={{ p: 3 }}>
      <Typography id="cases-title" variant="h6" component="h2" gutterBottom>
        Cases
      </Typography>
      {resume.isPending && <Typography>Loading the case summary…</Typography>}
      {resume.isError && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>The case summary could not be loaded.</Typography>
          <Button onClick={() => void resume.refetch()}>Retry</Button>
        </Stack>
      )}
      {resume.data && (
        // The cases that came with the plan apart from the bought ones (issue 40 item 32: 'Bought 30' after
        // buying 20 counted the 10 included as bought).
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Field label="Included" value={unlimited ? 'Unlimited' : resume.data.totalIncluded} />
          <Field label="Bought" value={resume.data.totalPurchase} />
          <Field label="Created" value={resume.data.totalSpent} />
          <Field label="Available" value={unlimited ? 'Unlimited' : resume.data.totalAvailable} />
        </Stack>
      )}
      {!unlimited && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setBuying(true)}>
          Buy cases
        </Button>
      )}
      {buying && (
        <Suspense fallback={null}>
          <BuyCasesDialog
            companyId={company.id}
            onClose={() => setBuying(false)}
            onBought={(next) => queryClient.setQueryData(myAccountKeys.caseResume(company.id), next)}
          />
        </Suspense>
      )}
    </Paper>
  );
};
