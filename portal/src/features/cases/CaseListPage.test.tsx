import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LegalCaseView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const TOTAL = 42;
const caseNo = (n: number) =>
  ({
    id: `ca${n}`,
    folio: `CB-2026-${String(n).padStart(6, '0')}`,
    claimantName: `Claimant ${n}`,
    status: 'INTAKE',
    caseType: 'AUTO_ACCIDENT',
    accidentDate: '2026-03-02T00:00:00.000Z',
    statuteOfLimitationsDate: '2028-03-02T00:00:00.000Z',
    createdDate: '2026-03-05T00:00:00.000Z',
    updatedAt: '2026-03-05T00:00:00.000Z',
    attorneyName: 'Ann Lee',
    favorite: false,
    access: 'FIRM',
    billedAmount: 0,
  }) as unknown as LegalCaseView;

/** A list of 42 cases, 10 a page: a page past the fifth (0-based 4) answers no row, as the API does. */
function withCases() {
  const dataProvider = fakeDataProvider();
  dataProvider.getCompanyMembers = vi.fn(() => Promise.resolve([]));
  dataProvider.getList = vi.fn(
    async (_resource: string, params: { pagination?: { page: number; perPage: number } }) => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      const from = (page - 1) * perPage;
      const data = Array.from({ length: Math.max(0, Math.min(perPage, TOTAL - from)) }, (_, i) =>
        caseNo(from + i + 1),
      );
      return { data, total: TOTAL };
    },
  ) as never;
  return dataProvider;
}

describe('the case list past its last page (issue 40 item 36)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('goes from ?page=99 to the last page, whose rows match the label', async () => {
    session.set(testSession());
    const { location } = renderPortal('/cases?page=99', { dataProvider: withCases() });
    expect(await screen.findByText('CB-2026-000042')).toBeTruthy();
    expect(screen.getByText('41–42 of 42')).toBeTruthy();
    await waitFor(() => expect(location()).toContain('page=4'));
  });
});

describe('the firm’s deleted cases (issue 40 item 28)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists them for the owner, restorable until their purge date', async () => {
    session.set(testSession());
    const dataProvider = withCases();
    dataProvider.listDeletedCases = vi.fn(async () => [
      {
        id: 'ca9',
        folio: 'CB-2026-000009',
        claimantName: 'Gone Claimant',
        deletedAt: '2026-03-01T12:00:00.000Z',
        deletedByName: 'Ann Lee',
        purgeAt: '2026-03-31T12:00:00.000Z',
      },
    ]);
    dataProvider.restoreCase = vi.fn(async () => caseNo(9));
    renderPortal('/cases', { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Deleted cases' }));
    expect(await screen.findByText('CB-2026-000009 · Gone Claimant')).toBeTruthy();
    expect(screen.getByText(/restorable until Mar 31, 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore case CB-2026-000009' }));
    await waitFor(() => expect(dataProvider.restoreCase).toHaveBeenCalledWith('ca9'));
    expect(await screen.findByText('Case CB-2026-000009 restored.')).toBeTruthy();
  });

  it('is not offered to a plain member', async () => {
    session.set(testSession({ permissions: 'MEMBER' }));
    renderPortal('/cases', { dataProvider: withCases() });
    expect(await screen.findByText('CB-2026-000001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deleted cases' })).toBeNull();
  });
});
