import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { formatMoment } from '@casebridge/domain';
import type { CaseActivityView } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, fakeDataProvider } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { CaseActivity } from './CaseActivity.tsx';

afterEach(cleanup);

const edited: CaseActivityView = {
  id: 'ac1',
  caseId: 'ca1',
  actorId: 'u1',
  actorName: 'Ann Lee',
  action: 'CASE_UPDATED',
  detail: 'Case details edited',
  changes: [
    { field: 'accidentCity', label: 'Accident city', from: 'Austin', to: 'Denver' },
    { field: 'insuranceCarrier', label: 'Insurance carrier', from: 'GEICO', to: '' },
  ],
  createAt: '2026-12-02T00:09:00.000Z',
};

// Issue 40 item 34: an edit's entry says what changed, from what to what, at a time in the reader's zone.
describe('the activity entry of a case edit', () => {
  it('lists each changed field with its old and new value, and the time in the reader’s zone', async () => {
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, {
      getCaseActivity: vi.fn(() => Promise.resolve({ data: [edited], total: 1 })),
    });
    renderInAdmin(<CaseActivity caseId="ca1" />, dataProvider);
    await screen.findByText('Case details edited', {}, { timeout: RENDER_TIMEOUT_MS });
    const changes = await screen.findByRole('list', { name: 'Changed fields' });
    expect(within(changes).getByText('Accident city: Austin → Denver')).toBeTruthy();
    expect(within(changes).getByText('Insurance carrier: GEICO → (none)')).toBeTruthy();
    expect(screen.getByText(formatMoment(edited.createAt))).toBeTruthy();
    expect(screen.queryByText(/UTC/)).toBeNull();
  });
});
