import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { REFERRAL_MESSAGES, REWARD_DEFINITION } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import { rewards } from './networkTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function provider(refer: () => Promise<unknown>) {
  const dataProvider = fakeDataProvider();
  const calls = {
    getRewardCount: vi.fn(async () => rewards(4)),
    getReferralParticipants: vi.fn(async () => [
      { id: 'p1', referralEmail: 'joined@x.test', joined: true, createdAt: '2026-10-01T12:00:00.000Z' },
      { id: 'p2', referralEmail: 'waiting@x.test', joined: false, createdAt: '2026-10-02T12:00:00.000Z' },
    ]),
    referFriend: vi.fn(refer),
  };
  Object.assign(dataProvider, calls);
  return { dataProvider, ...calls };
}

describe('the Invite Friends page', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the counter on the page and in the user menu, and who joined', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    const calls = provider(async () => ({}));
    renderPortal('/invite-friend', { dataProvider: calls.dataProvider });
    expect((await screen.findByTestId('reward-counter')).textContent).toBe('4/10 friends joined');
    expect(screen.getByText(REWARD_DEFINITION)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your invitations' });
    expect(within(table).getByText('Joined')).toBeTruthy();
    expect(within(table).getByText('Invited')).toBeTruthy();
    expect(calls.getReferralParticipants).toHaveBeenCalledWith('u1');
    fireEvent.click(screen.getByRole('button', { name: /User menu of/ }));
    expect(await screen.findByRole('menuitem', { name: 'Invite Friends 4/10' })).toBeTruthy();
  });

  it('invites a friend, and shows the API’s refusal under the field', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    let fail = false;
    const calls = provider(async () => {
      if (fail)
        throw Object.assign(new Error('x'), {
          status: 409,
          body: { error: 'conflict', message: REFERRAL_MESSAGES.alreadyInvited },
        });
      return { id: 'p3', referralEmail: 'new@x.test', joined: false, createdAt: '2026-11-01T12:00:00.000Z' };
    });
    renderPortal('/invite-friend', { dataProvider: calls.dataProvider });
    const field = await screen.findByRole('textbox', { name: /Your friend's e-mail/ });
    fireEvent.change(field, { target: { value: 'new@x.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(REFERRAL_MESSAGES.invited)).toBeTruthy();
    expect(calls.referFriend).toHaveBeenCalledWith('new@x.test');
    fail = true;
    fireEvent.change(field, { target: { value: 'new@x.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(REFERRAL_MESSAGES.alreadyInvited)).toBeTruthy();
  });
});
