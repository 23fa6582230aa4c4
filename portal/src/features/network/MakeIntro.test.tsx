import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIMITS, MESSAGES } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import { contact, intro, introCount } from './networkTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function provider(count: number, send: () => Promise<unknown> = async () => intro()) {
  const dataProvider = fakeDataProvider();
  const calls = {
    getMyNetwork: vi.fn(async () => [contact()]),
    getMyAssociates: vi.fn(async () => [
      {
        id: 'u2',
        name: 'Bo',
        lastName: 'Chen',
        email: 'bo@lee.test',
        userType: 'ATTORNEY',
        permission: 'ADMIN',
      },
    ]),
    getIntroCount: vi.fn(async () => introCount(count)),
    getLatestIntro: vi.fn(async () => ({ createdAt: null })),
    sendIntro: vi.fn(send),
  };
  Object.assign(dataProvider, calls);
  return { dataProvider, ...calls };
}

async function openDialog(count: number, send?: () => Promise<unknown>) {
  session.set(SESSIONS.attorneyOwnerBasic());
  const calls = provider(count, send);
  renderPortal('/my-network', { dataProvider: calls.dataProvider });
  const row = (await screen.findByText('Riverside Spine & Rehab')).closest('tr')!;
  fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Make Intro' }));
  return calls;
}

describe('Make Intro from My Network', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows the network with a link to the signed-in profile', async () => {
    session.set(SESSIONS.attorneyOwnerBasic());
    renderPortal('/my-network', { dataProvider: provider(0).dataProvider });
    const link = await screen.findByRole('link', { name: 'Open the profile of Riverside Spine & Rehab' });
    expect(link.getAttribute('href')).toBe('/health-provider/k2/details/address-id=a9');
    expect(screen.getByText('Cases together')).toBeTruthy();
  });

  it('requires the introduction, counts the characters left and sends the intro', async () => {
    const calls = await openDialog(3);
    const dialog = await screen.findByRole('dialog', { name: 'Make Intro to Riverside Spine & Rehab' });
    expect(within(dialog).getByText(`${LIMITS.introductionMaxLength} characters left`)).toBeTruthy();
    expect(within(dialog).getByText('Intros this month: 3 of 15')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send intro' }));
    expect(await within(dialog).findByText(MESSAGES.thisFieldRequired)).toBeTruthy();
    expect(calls.sendIntro).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Introduction/ }), {
      target: { value: 'Hello there' },
    });
    expect(
      await within(dialog).findByText(`${LIMITS.introductionMaxLength - 11} characters left`),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send intro' }));
    expect(await screen.findByText(MESSAGES.introSent)).toBeTruthy();
    expect(calls.sendIntro).toHaveBeenCalledWith(
      { receiver: 'k2', introduction: 'Hello there', onBehalfOf: '' },
      null,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows section 8’s sentence instead of the form at the monthly limit', async () => {
    await openDialog(15);
    expect(await screen.findByText(MESSAGES.introLimitReached)).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Make Intro' });
    expect(within(dialog).queryByRole('textbox', { name: /Introduction/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send intro' })).toBeNull();
  });

  it('closes and shows the default error notification when the intro fails', async () => {
    await openDialog(0, async () => {
      throw new Error('boom');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Make Intro to Riverside Spine & Rehab' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Introduction/ }), {
      target: { value: 'Hi' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send intro' }));
    expect(await screen.findByText(MESSAGES.genericError)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
