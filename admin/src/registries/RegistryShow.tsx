import { Box } from '@mui/material';
import { Show, useRecordContext, type ShowProps } from 'react-admin';
import type { Company } from '@casebridge/domain';
import { RegistryActions } from './actions/RegistryActions.tsx';
import { AddressesSection } from './show/AddressesSection.tsx';
import { CaseResumeSection } from './show/CaseResumeSection.tsx';
import { CompanyHeader, CompanySection, LocationSection } from './show/CompanySection.tsx';
import { MembersSection } from './show/MembersSection.tsx';
import { SubscriptionSection } from './show/SubscriptionSection.tsx';
import { SalesRepSection } from './show/SalesRepSection.tsx';
import { ActivitySection } from './show/ActivitySection.tsx';
import { InfoResponsesSection } from './show/InfoResponsesSection.tsx';
import { ReviewSection } from './show/ReviewSection.tsx';

/** The sections: one column below 'lg', two from it; minmax(0, …) so no section widens the page on a phone. */
const SECTIONS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

const RegistryRecord = () => {
  const company = useRecordContext<Company>();
  if (!company) return null;
  return (
    <Box sx={{ p: 2 }}>
      <CompanyHeader company={company} />
      <RegistryActions company={company} />
      <Box sx={SECTIONS}>
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          <ReviewSection companyId={company.id} />
        </Box>
        <CompanySection company={company} />
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <LocationSection company={company} />
          <CaseResumeSection caseResume={company.caseResume} />
        </Box>
        <SubscriptionSection companyId={company.id} />
        <AddressesSection companyId={company.id} />
        <SalesRepSection companyId={company.id} />
        <ActivitySection company={company} />
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          <InfoResponsesSection companyId={company.id} />
        </Box>
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          <MembersSection companyId={company.id} />
        </Box>
      </Box>
    </Box>
  );
};

/**
 * One company of the registry: what the staff validate (license, NPI, specialty, professionals), data, subscription and card, addresses, members, case resume, sales rep, activity
 * and the owner's answers to requests for information.
 */
export const RegistryShow = (props: Omit<ShowProps<Company>, 'children'>) => (
  <Show<Company> {...props}>
    <RegistryRecord />
  </Show>
);
