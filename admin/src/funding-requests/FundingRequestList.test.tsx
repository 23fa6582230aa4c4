import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { FundingRequestView } from '@casebridge/domain';
import { TestAdmin } from '../test/TestAdmin.tsx';
import { createdNotice } from '../internal-users/InternalUserCreate.tsx';
import { FundingRequestList } from './FundingRequestList.tsx';

afterEach(cleanup);

const REQUEST: FundingRequestView = {
  ...{ id: 'fr-1', caseId: 'ca-000093', attorneyCompanyId: 'co-1', factoringCompanyId: 'fc-1' },
  ...{ requestedBy: 'u1', status: 'PENDING', requestFor: 'CLIENT', type: 'ADVANCE' },
  ...{ amount: 5000, note: '', rejectReason: null, history: [] },
  ...{ createdAt: '2026-10-01T00:00:00.000Z', updatedAt: '2026-10-02T00:00:00.000Z' },
  ...{ caseFolio: 'CB-2026-0093', attorneyCompanyName: 'Hartwell Law', factoringCompanyName: 'Fund Co' },
};

describe('the console funding requests (issue 40 item 15)', { timeout: 20_000 }, () => {
  it("shows the case's folio, linked to the case's page, never its internal id", async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [REQUEST] as never[], total: 1 }));
    const dataProvider = {
      ...testDataProvider({ getList, getMany: () => Promise.resolve({ data: [] }) }),
      getFundingStatusCounts: () => Promise.resolve({}),
    };
    render(
      <TestAdmin dataProvider={dataProvider} resource="funding-requests">
        <FundingRequestList />
      </TestAdmin>,
    );
    const link = await screen.findByRole('link', { name: 'CB-2026-0093' });
    expect(link.getAttribute('href')).toBe('/cases/ca-000093/show');
    expect(screen.queryByText('ca-000093')).toBeNull();
  });

  it('says which internal user was created', () => {
    expect(createdNotice({ name: 'Jane', lastName: 'Doe' })).toBe('Internal user Jane Doe created');
  });
});
