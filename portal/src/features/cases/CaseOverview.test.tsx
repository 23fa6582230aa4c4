import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { LegalCaseView } from '@casebridge/domain';
import { CaseOverview } from './CaseOverview.tsx';

afterEach(cleanup);

const legalCase = (claimantPhone: string | null): LegalCaseView => ({
  id: 'ca1',
  folio: 'CB-2026-000001',
  attorneyCompanyId: 'c1',
  attorneyCompanyName: 'Lee Law',
  attorneyUserId: 'u1',
  attorneyName: 'Ann Lee',
  claimantId: null,
  claimantName: 'Sam Stone',
  claimantEmail: 'sam@example.test',
  claimantPhone,
  caseType: 'AUTO_ACCIDENT',
  status: 'TREATING',
  accidentDate: '2026-03-02T00:00:00.000Z',
  accidentCity: 'Austin',
  accidentState: 'TX',
  policeReport: 'YES',
  insuranceCarrier: null,
  policyLimit: null,
  statuteOfLimitationsDate: '2028-03-02T00:00:00.000Z',
  description: '',
  collaboratorCompanyIds: [],
  billedAmount: 0,
  favorite: false,
  access: 'FIRM',
  createdDate: '2026-03-05T00:00:00.000Z',
  updatedAt: '2026-03-05T00:00:00.000Z',
  mergedIntoCaseId: null,
  mergedIntoFolio: null,
});

describe('the case overview (issue 40 item 33)', () => {
  it('shows the claimant’s phone in the spec’s mask, dialled by a tel: link', () => {
    render(<CaseOverview legalCase={legalCase('5125550142')} today={new Date('2026-04-01')} />);
    const link = screen.getByRole('link', { name: '(512) 555-0142' });
    expect(link.getAttribute('href')).toBe('tel:+15125550142');
    expect(screen.getByText('Claimant phone')).toBeTruthy();
  });

  it('shows a dash and no link when the case has no phone', () => {
    render(<CaseOverview legalCase={legalCase(null)} today={new Date('2026-04-01')} />);
    expect(screen.getByText('Claimant phone')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
