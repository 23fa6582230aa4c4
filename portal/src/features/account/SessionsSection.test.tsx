import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { MESSAGES, format, formatMoment } from '@casebridge/domain';
import type { MySession } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { fullCompany, testAccount } from '../../test/accountTestData.ts';
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

const mine = (id: string, device: string, current = false): MySession => ({
  id,
  createdAt: '2026-11-01T08:00:00.000Z',
  lastUsedAt: '2026-11-01T15:05:00.000Z',
  expiresAt: '2026-11-15T08:00:00.000Z',
  device,
  current,
});

/** My Account with `list` as GET /me/sessions answers (then `after` once something was ended). */
function show(list: MySession[] | Error, after: MySession[] = []) {
  const company = fullCompany({ status: 'VALIDATED' });
  session.set(testSession({ companyStatus: 'VALIDATED' }));
  const dataProvider = fakeDataProvider();
  let ended = false;
  Object.assign(dataProvider, {
    getAccount: vi.fn(() => Promise.resolve(testAccount(company))),
    listMySessions: vi.fn(() =>
      list instanceof Error ? Promise.reject(list) : Promise.resolve(ended ? after : list),
    ),
    endMySession: vi.fn(() => {
      ended = true;
      return Promise.resolve(undefined);
    }),
    endMyOtherSessions: vi.fn(() => {
      ended = true;
      return Promise.resolve({ ended: 2 });
    }),
  });
  renderPortal('/my-account', { dataProvider });
  return dataProvider;
}

const section = () => screen.findByRole('region', { name: MESSAGES.activeSessions });
const here = mine('s1', 'Firefox on Linux', true);

describe('My Account: active sessions (issue 39)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists each session with its device and last use, this device marked', async () => {
    show([mine('s2', 'Chrome on Windows'), here]);
    const list = await within(await section()).findByRole('list', { name: MESSAGES.activeSessions });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Firefox on Linux'),
      expect.stringContaining('Chrome on Windows'),
    ]);
    expect(within(rows[0]!).getByText(MESSAGES.thisDevice)).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText(`Last used ${formatMoment('2026-11-01T15:05:00.000Z')}`)).toBeTruthy();
  });

  it('says so when signed in nowhere else, without the sign-out-everywhere button', async () => {
    show([here]);
    expect(await within(await section()).findByText(MESSAGES.noOtherSessions)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES.signOutEverywhereElse })).toBeNull();
  });

  it('shows a failed read with Try again', async () => {
    const dataProvider = show(new HttpError(MESSAGES.genericError, 500, {}));
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(dataProvider.listMySessions).toHaveBeenCalledTimes(2));
  });

  it('signs one other session out', async () => {
    const dataProvider = show([here, mine('s2', 'Chrome on Windows')], [here]);
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: /^Sign out the session on Chrome/ }));
    await waitFor(() => expect(dataProvider.endMySession).toHaveBeenCalledWith('s2'));
    expect(await within(region).findByText(MESSAGES.noOtherSessions)).toBeTruthy();
  });

  it('signs out everywhere else after a confirmation, and says how many', async () => {
    const dataProvider = show(
      [here, mine('s2', 'Chrome on Windows'), mine('s3', 'Safari on iPhone')],
      [here],
    );
    const region = await section();
    fireEvent.click(await within(region).findByRole('button', { name: MESSAGES.signOutEverywhereElse }));
    const dialog = await screen.findByRole('dialog', { name: `${MESSAGES.signOutEverywhereElse}?` });
    expect(dataProvider.endMyOtherSessions).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.signOutEverywhereElse }));
    expect(await screen.findByText(format(MESSAGES.otherSessionsEnded, { n: 2 }))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(region).findByText(MESSAGES.noOtherSessions)).toBeTruthy();
    expect(within(region).queryByText('Safari on iPhone')).toBeNull();
  });
});
