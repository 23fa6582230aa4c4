import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CURRENT_CHANGELOG, MESSAGES } from '@casebridge/domain';
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

const dialog = () => screen.queryByRole('dialog', { name: new RegExp(MESSAGES.changelogTitle) });

describe('changelog modal', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('is shown to a user who has not read the changelog, with the current entries', async () => {
    session.set(testSession({ changelogRead: false }));
    renderPortal('/tasks');
    await waitFor(() => expect(dialog()).toBeTruthy());
    for (const entry of CURRENT_CHANGELOG.entries) expect(screen.getByText(entry.title)).toBeTruthy();
  });

  it('is hidden once read', async () => {
    session.set(testSession({ changelogRead: true }));
    renderPortal('/tasks');
    await screen.findByRole('heading', { name: 'Tasks' });
    expect(dialog()).toBeNull();
  });

  it("'Got it' marks it read through markChangelogRead and hides it", async () => {
    session.set(testSession({ changelogRead: false }));
    const dataProvider = fakeDataProvider();
    dataProvider.markChangelogRead = vi.fn(async () => {
      session.update({ changelogRead: true });
    });
    renderPortal('/tasks', { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.changelogGotIt }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(dataProvider.markChangelogRead).toHaveBeenCalledTimes(1);
    expect(session.get()?.changelogRead).toBe(true);
  });

  it('a failure shows the generic error toast and keeps it closable', async () => {
    session.set(testSession({ changelogRead: false }));
    const dataProvider = fakeDataProvider();
    dataProvider.markChangelogRead = vi.fn(() => Promise.reject(new Error('offline')));
    renderPortal('/tasks', { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.changelogGotIt }));
    expect(await screen.findByText(MESSAGES.genericError)).toBeTruthy();
    expect(dialog()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog()).toBeNull());
    // Not recorded (the call failed): the next visit shows it again; the page under it stayed.
    expect(dataProvider.markChangelogRead).toHaveBeenCalledTimes(1);
    expect(session.get()?.changelogRead).toBe(false);
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeTruthy();
  });

  it('is shown once: closing it records it read and the next visit does not show it (issue 40 item 19)', async () => {
    session.set(testSession({ changelogRead: false }));
    const dataProvider = fakeDataProvider();
    dataProvider.markChangelogRead = vi.fn(async () => {
      session.update({ changelogRead: true });
    });
    const first = renderPortal('/tasks', { dataProvider });
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(dataProvider.markChangelogRead).toHaveBeenCalledTimes(1));
    first.unmount();

    renderPortal('/tasks', { dataProvider });
    await screen.findByRole('heading', { name: 'Tasks' });
    expect(dialog()).toBeNull();
    expect(dataProvider.markChangelogRead).toHaveBeenCalledTimes(1);
  });
});
