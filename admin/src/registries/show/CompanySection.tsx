import { Avatar, Box, Link, Stack, Typography } from '@mui/material';
import { COMPANY_TYPE_LABELS, SUBSCRIPTION_TYPE_LABELS, safeHref, type Company } from '@casebridge/domain';
import { CompanyStatusChip } from '../fields/CompanyStatusChip.tsx';
import { PhoneText } from '../fields/PhoneText.tsx';
import { longDate } from '../../common/dates.ts';
import { Facts } from './Facts.tsx';
import { SectionCard } from './SectionCard.tsx';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Heading of a registry record: logo (or initials), name, type, status and plan. */
export const CompanyHeader = ({ company }: { company: Company }) => (
  <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
    <Avatar src={company.picture ?? undefined} alt={`${company.name} logo`} sx={{ width: 64, height: 64 }}>
      {initials(company.name)}
    </Avatar>
    <Box>
      <Typography variant="h5" component="h1">
        {company.name}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {COMPANY_TYPE_LABELS[company.type]} · {SUBSCRIPTION_TYPE_LABELS[company.subscriptionType]}
        </Typography>
        <CompanyStatusChip status={company.status} />
      </Stack>
    </Box>
  </Stack>
);

/** The company's own fields. */
export const CompanySection = ({ company }: { company: Company }) => {
  const websiteHref = safeHref(company.website);
  return (
    <SectionCard title="Company">
      <Facts
        facts={[
          { label: 'Type', value: COMPANY_TYPE_LABELS[company.type] },
          { label: 'Status', value: <CompanyStatusChip status={company.status} /> },
          { label: 'Plan', value: SUBSCRIPTION_TYPE_LABELS[company.subscriptionType] },
          { label: 'Email', value: <Link href={`mailto:${company.email}`}>{company.email}</Link> },
          { label: 'Tax ID', value: company.taxId },
          { label: 'Phone', value: <PhoneText value={company.phoneNumber} /> },
          {
            label: 'Website',
            // A link only to an http(s) address (domain safeHref); anything else is shown as text.
            value: websiteHref ? (
              <Link href={websiteHref} target="_blank" rel="noopener noreferrer">
                {company.website}
              </Link>
            ) : (
              company.website
            ),
          },
          { label: 'Mission', value: company.mission },
          { label: 'Created', value: longDate(company.createdAt) },
          { label: 'Updated', value: longDate(company.updatedAt) },
        ]}
      />
    </SectionCard>
  );
};

/** The company's main location. */
export const LocationSection = ({ company }: { company: Company }) => {
  const { location } = company;
  return (
    <SectionCard title="Location" isEmpty={!location} emptyText="—">
      {location ? (
        <Facts
          facts={[
            { label: 'Address', value: location.address },
            { label: 'Suite', value: location.suite },
            { label: 'City', value: location.city },
            { label: 'State', value: location.state },
            { label: 'ZIP code', value: location.zipCode },
          ]}
        />
      ) : null}
    </SectionCard>
  );
};
