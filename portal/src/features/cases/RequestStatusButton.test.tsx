import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { STATUS_REQUEST_MESSAGES } from '@casebridge/domain';
import type { LegalCaseView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, testSession } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { RequestStatusButton } from './RequestStatusButton.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CASE = {
  id: 'ca1',
  folio: 'CB-2026-000001',
  attorneyCompanyName: 'Hartwell & Associates Law',
  access: 'COLLABORATOR',
} as LegalCaseView;

describe('RequestStatusButton', () => {
  it(
    'shows a Basic owner the upgrade prompt with the plans, and sends nothing',
    async () => {
      session.set(testSession({ permissions: 'OWNER', subscriptionType: 'BASIC' }));
      const dataProvider = fakeDataProvider();
      renderInAdmin(<RequestStatusButton legalCase={CASE} ask="UPGRADE" />, dataProvider);
      fireEvent.click(screen.getByRole('button', { name: 'Request a status update' }));
      const dialog = await screen.findByRole('dialog', { name: 'Upgrade to request status updates' });
      expect(dialog.textContent).toContain(STATUS_REQUEST_MESSAGES.upgrade);
      expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/subscription');
      expect(dataProvider.requestCaseStatus).not.toHaveBeenCalled();
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'tells a Basic member who can upgrade',
    async () => {
      session.set(testSession({ permissions: 'MEMBER', subscriptionType: 'BASIC' }));
      renderInAdmin(<RequestStatusButton legalCase={CASE} ask="UPGRADE" />, fakeDataProvider());
      fireEvent.click(screen.getByRole('button', { name: 'Request a status update' }));
      expect(await screen.findByText('Your company’s owner can upgrade its plan.')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'sends the request with its message on a paid plan',
    async () => {
      session.set(testSession({ permissions: 'OWNER', subscriptionType: 'PRO' }));
      const dataProvider = fakeDataProvider();
      dataProvider.requestCaseStatus = vi.fn(() => Promise.resolve({} as never));
      renderInAdmin(<RequestStatusButton legalCase={CASE} ask="ALLOWED" />, dataProvider);
      fireEvent.click(screen.getByRole('button', { name: 'Request a status update' }));
      await screen.findByRole('dialog', { name: 'Ask Hartwell & Associates Law for an update' });
      fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'Any news?' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
      await waitFor(() => expect(dataProvider.requestCaseStatus).toHaveBeenCalledWith('ca1', 'Any news?'));
    },
    RENDER_TIMEOUT_MS,
  );

  it('offers nothing to the firm', () => {
    const { container } = renderInAdmin(
      <RequestStatusButton legalCase={CASE} ask="NOT_ALLOWED" />,
      fakeDataProvider(),
    );
    expect(container.querySelector('button')).toBeNull();
  });
});
