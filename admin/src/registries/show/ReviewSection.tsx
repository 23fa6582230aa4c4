import { Typography } from '@mui/material';
import type { RegistryReview, RegistryReviewProfessional } from '@casebridge/domain';
import { Facts, type Fact } from './Facts.tsx';
import { SectionCard } from './SectionCard.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';
import { useCompanyDetail } from './useCompanyDetail.ts';

const columns: SimpleColumn<RegistryReviewProfessional>[] = [
  { label: 'Professional', render: (p) => `${p.name} ${p.lastName}`.trim() },
  { label: 'License #', render: (p) => p.licenseNumber },
  { label: 'NPI', render: (p) => p.npiNumber },
  { label: 'Specialty', render: (p) => p.specialty },
];

/** The company's own facts of the review: a facility's type and numbers, a firm's or practice's specialties. */
function reviewFacts(review: RegistryReview): Fact[] {
  const numbers = [
    { label: 'License #', value: review.licenseNumber },
    { label: 'NPI', value: review.npiNumber },
  ];
  if (review.companyType === 'FACILITY')
    return [{ label: 'Facility type', value: review.facilityType }, ...numbers];
  const specialties = { label: 'Specialty', value: review.specialties.join(', ') };
  return review.licenseNumber || review.npiNumber ? [specialties, ...numbers] : [specialties];
}

/** What the staff validate, named (GET /companies/{id}/review): the company's numbers and its professionals. */
export const ReviewFacts = ({ review }: { review: RegistryReview }) => (
  <>
    <Facts facts={reviewFacts(review)} />
    {review.professionals.length ? (
      <SimpleTable rows={review.professionals} columns={columns} label="Licensed professionals" />
    ) : review.companyType === 'FACILITY' ? null : (
      <Typography variant="body2" sx={{ mt: 1 }}>
        No licensed professional yet.
      </Typography>
    )}
  </>
);

/** The registry page's "License and specialty" card, what every rejection motive is about. */
export const ReviewSection = ({ companyId }: { companyId: string }) => {
  const { data, isPending, error } = useCompanyDetail('getRegistryReview', companyId);
  return (
    <SectionCard title="License and specialty" isPending={isPending} error={error} isEmpty={!data}>
      {data ? <ReviewFacts review={data} /> : null}
    </SectionCard>
  );
};
