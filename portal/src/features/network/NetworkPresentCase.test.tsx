import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  SESSIONS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';
import { contact } from './networkTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const LAW_FIRM = contact({ id: 'k3', name: 'Lee Law', type: 'ATTORNEY', userId: 'u8', addressId: 'a8' });

function open() {
  const dataProvider = fakeDataProvider();
  const presentCase = vi.fn(async () => [{ id: 'r1', toCompanyName: 'Riverside Spine & Rehab' }]);
  Object.assign(dataProvider, {
    getMyNetwork: vi.fn(async () => [contact(), LAW_FIRM]),
    getList: vi.fn(async () => ({
      data: [{ id: 'k1', folio: 'CB-2026-0001', claimantName: 'Dana Reyes' }],
      total: 1,
    })),
    presentCase,
  });
  renderPortal('/my-network', { dataProvider });
  return { presentCase };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('Present case from My Network', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lets an attorney present a case to a provider of the network, not to another firm', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    const { presentCase } = open();
    expect(within(await rowOf('Lee Law')).queryByRole('button', { name: 'Present case' })).toBeNull();
    fireEvent.click(
      within(await rowOf('Riverside Spine & Rehab')).getByRole('button', { name: 'Present case' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Present a case to Riverside Spine & Rehab' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Case/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'CB-2026-0001 · Dana Reyes' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Treatment needed/ }), {
      target: { value: 'Lumbar MRI' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Present case' }));
    await vi.waitFor(() =>
      expect(presentCase).toHaveBeenCalledWith({
        caseId: 'k1',
        recipients: [{ companyId: 'k2', professionalIds: [] }],
        message: '',
        treatmentNeeded: 'Lumbar MRI',
      }),
    );
  });

  it('offers no Present case to a provider’s users', async () => {
    session.set(testSession({ userType: 'HEALTH_PROVIDER', companyType: 'HEALTH_PROVIDER' }));
    open();
    const row = await rowOf('Riverside Spine & Rehab');
    expect(within(row).getByRole('button', { name: 'Make Intro' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Present case' })).toBeNull();
  });
});
