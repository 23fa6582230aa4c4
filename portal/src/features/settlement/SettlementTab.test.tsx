import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { LegalCaseView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';
import { SETTLEMENT_CASE, draftView } from './settlementTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function provider(legalCase: LegalCaseView) {
  session.set(testSession({ subscriptionType: 'PRO' }));
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getOne: vi.fn(async () => ({ data: legalCase })),
    getSettlement: vi.fn(async () => draftView()),
  });
  return dataProvider;
}

describe('the case page’s Settlement tab', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('is the firm’s: it loads the statement when opened', async () => {
    const dataProvider = provider(SETTLEMENT_CASE);
    renderPortal('/cases/ca1', { dataProvider });
    const tab = await screen.findByRole('tab', { name: 'Settlement' });
    expect(dataProvider.getSettlement).not.toHaveBeenCalled();
    fireEvent.click(tab);
    expect(await screen.findByRole('heading', { name: 'Settlement statement' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Providers' })).toBeTruthy();
    expect(dataProvider.getSettlement).toHaveBeenCalledWith('ca1');
  });

  it('is not offered to a collaborating provider', async () => {
    const dataProvider = provider({ ...SETTLEMENT_CASE, access: 'COLLABORATOR' });
    renderPortal('/cases/ca1', { dataProvider });
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Settlement' })).toBeNull();
    expect(dataProvider.getSettlement).not.toHaveBeenCalled();
  });
});
