import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, UNREGISTERED_MESSAGES } from '@casebridge/domain';
import type { UnregisteredProfessionalView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const member: UnregisteredProfessionalView = {
  id: 'up1',
  companyId: 'c1',
  name: 'Rita',
  lastName: 'Outside',
  type: 'HEALTH_PROVIDER',
  email: 'rita@x.test',
  invitedAt: '2026-10-01T12:00:00.000Z',
  status: 'MEMBER',
  member: { userId: 'u7', companyId: 'k7', companyName: 'Outside Therapy' },
};

describe('professionals not on CaseBridge', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists them with whether they joined, and adds one with an invitation', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    const dataProvider = fakeDataProvider();
    const calls = {
      searchUnregisteredProfessionals: vi.fn(async () => [member]),
      saveUnregisteredProfessional: vi.fn(async () => ({ ...member, id: 'up2', status: 'INVITED' as const })),
    };
    Object.assign(dataProvider, calls);
    renderPortal('/my-network?tab=outside', { dataProvider });
    expect(await screen.findByText('On CaseBridge (Outside Therapy)')).toBeTruthy();
    expect(calls.searchUnregisteredProfessionals).toHaveBeenCalledWith('c1', { search: '' });

    fireEvent.click(screen.getByRole('button', { name: 'Add a professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a professional' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText(MESSAGES.fieldRequired)).length).toBe(2);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /First name/ }), {
      target: { value: 'Sam' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Last name/ }), {
      target: { value: 'Stone' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'sam@x.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UNREGISTERED_MESSAGES.invited)).toBeTruthy();
    expect(calls.saveUnregisteredProfessional).toHaveBeenCalledWith(null, {
      name: 'Sam',
      lastName: 'Stone',
      type: 'HEALTH_PROVIDER',
      email: 'sam@x.test',
      invite: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
