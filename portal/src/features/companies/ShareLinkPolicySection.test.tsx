import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { SHARE_LINK_MESSAGES, SHARE_LINK_POLICY_LABELS } from '@casebridge/domain';
import type { Company, CompanyEditInput } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { fullCompany, testAccount, testUser } from '../../test/accountTestData.ts';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { ShareLinkPolicySection } from './ShareLinkPolicySection.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const company = fullCompany({ status: 'VALIDATED' });
const radio = (policy: keyof typeof SHARE_LINK_POLICY_LABELS) =>
  screen.getByRole('radio', { name: SHARE_LINK_POLICY_LABELS[policy] });

function provider(update: (id: string, values: CompanyEditInput) => Promise<Company>) {
  const dataProvider = fakeDataProvider();
  const updateCompany = vi.fn(update);
  Object.assign(dataProvider, {
    getAccount: vi.fn(async () => testAccount(company)),
    getCompanyAddresses: vi.fn(async () => []),
    getCompanyMembers: vi.fn(async () => [testUser()]),
    updateCompany,
  });
  return { dataProvider, updateCompany };
}

describe('My Company: who creates share links (issue 39)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('an owner picks the policy and saves it with the company’s name; a toast confirms', async () => {
    session.set(testSession({ subscriptionType: 'PRO' }));
    const { dataProvider, updateCompany } = provider(async () => ({
      ...company,
      shareLinkPolicy: 'ALL_MEMBERS',
    }));
    renderPortal('/my-company', { dataProvider });
    const group = await screen.findByRole('radiogroup', { name: SHARE_LINK_MESSAGES.policyLabel });
    expect(group).toBeTruthy();
    expect((radio('MANAGERS') as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save setting' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(radio('ALL_MEMBERS'));
    fireEvent.click(save);
    await waitFor(() =>
      expect(updateCompany).toHaveBeenCalledWith('c1', {
        name: company.name,
        shareLinkPolicy: 'ALL_MEMBERS',
      }),
    );
    expect(await screen.findByText(SHARE_LINK_MESSAGES.policySaved)).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    const { dataProvider } = provider(async () => {
      throw new HttpError('Only owners and admins', 403, { message: 'Only owners and admins' });
    });
    renderInAdmin(<ShareLinkPolicySection company={company} editable />, dataProvider);
    fireEvent.click(radio('ALL_MEMBERS'));
    fireEvent.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByText('Only owners and admins')).toBeTruthy();
  });

  it('is read-only for someone who may not change it', () => {
    const { dataProvider } = provider(async () => company);
    renderInAdmin(
      <ShareLinkPolicySection company={{ ...company, shareLinkPolicy: 'ALL_MEMBERS' }} editable={false} />,
      dataProvider,
    );
    expect((radio('ALL_MEMBERS') as HTMLInputElement).checked).toBe(true);
    expect(radio('MANAGERS').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save setting' })).toBeNull();
    expect(screen.getByText(SHARE_LINK_MESSAGES.policyReadOnly)).toBeTruthy();
  });
});
