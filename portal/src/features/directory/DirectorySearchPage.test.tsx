import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { DIRECTORY_MESSAGES } from '@casebridge/domain';
import type { DirectoryPage } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, SESSIONS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import { PROFILE_NOT_FOUND } from './DirectoryProfilePage.tsx';
import { PROFILE, searchPage } from './directoryTestData.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function open(
  path: string,
  answer: (kind: string, query: Record<string, unknown>) => Promise<DirectoryPage>,
) {
  const dataProvider = fakeDataProvider();
  const searchDirectory = vi.fn(answer);
  Object.assign(dataProvider, {
    searchDirectory,
    getDirectoryProfile: vi.fn(async () => PROFILE),
    getCatalog: vi.fn(async () => []),
  });
  return { searchDirectory, ...renderPortal(path, { dataProvider }) };
}

describe('the directory search', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('searches providers from the URL and shows each address with its distance', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    const { searchDirectory } = open(
      '/attorney/search/health-provider?specialty=hp-01&latitude=41.88&longitude=-87.63&city=Chicago&state=IL',
      async (_kind, query) => searchPage(23, Number(query['page'] ?? 0)),
    );
    await screen.findByRole('heading', { name: 'Find a health provider', level: 1 });
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findAllByTestId('directory-result')).toHaveLength(10);
    expect(searchDirectory).toHaveBeenLastCalledWith('health-providers', {
      radius: 50,
      page: 0,
      size: 10,
      specialty: 'hp-01',
      latitude: 41.88,
      longitude: -87.63,
      city: 'Chicago',
      state: 'IL',
    });
    expect(within(results).getByText('1.3 mi')).toBeTruthy();
    expect(screen.getByTestId('directory-summary').textContent).toContain('23 results within 50 miles');
    expect(within(results).getAllByText('Premium')).toHaveLength(1);
    const profileLink = within(results).getByRole('link', { name: 'Provider 1' });
    // The spec's form: the result's user (its professional's, else the owner's), issue 40 item 10.
    expect(profileLink.getAttribute('href')).toBe('/health-provider/u1/details/address-id=a1');
  });

  it('pages through the URL and selects a card from its button', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    const { searchDirectory } = open('/directory?kind=health-providers&page=1', async (_kind, query) =>
      searchPage(23, Number(query['page'] ?? 0)),
    );
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByRole('link', { name: 'Provider 11' })).toBeTruthy();
    fireEvent.click(within(results).getByRole('button', { name: 'Go to page 3' }));
    expect(await within(results).findByRole('link', { name: 'Provider 21' })).toBeTruthy();
    expect(searchDirectory).toHaveBeenLastCalledWith(
      'health-providers',
      expect.objectContaining({ page: 2 }),
    );

    const card = within(results).getAllByTestId('directory-result')[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Show on map' }));
    expect(card.getAttribute('aria-current')).toBe('true');
  });

  it('suggests a wider radius when nothing is found, and searches with it', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    const { searchDirectory } = open('/claimant/search/attorney?radius=10', async () => searchPage(0));
    const empty = await screen.findByText(DIRECTORY_MESSAGES.emptyResults);
    expect(searchDirectory).toHaveBeenLastCalledWith('attorneys', expect.objectContaining({ radius: 10 }));
    fireEvent.click(
      within(empty.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Search within 25 miles',
      }),
    );
    await vi.waitFor(() =>
      expect(searchDirectory).toHaveBeenLastCalledWith('attorneys', expect.objectContaining({ radius: 25 })),
    );
  });

  it('says why when the search fails, and tries again', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    let fail = true;
    const { searchDirectory } = open('/directory', async () => {
      if (fail)
        throw new HttpError('The directory is resting.', 500, { message: 'The directory is resting.' });
      return searchPage(3);
    });
    expect(await screen.findByText('The directory is resting.')).toBeTruthy();
    expect(searchDirectory).toHaveBeenLastCalledWith('health-providers', expect.anything());
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('directory-result')).toHaveLength(3);
  });
});

// The lazy map may have loaded by then; its marker tooltip repeats the address.
const OUTSIDE_MAP = { ignore: 'script, style, .leaflet-container *' };

describe('the profiles', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('shows a signed-out visitor the public profile with the phone formatted and a call to sign up', async () => {
    open('/health-provider/details/c1?&address-id=a2', async () => searchPage(0));
    await screen.findByRole('heading', { name: 'Riverside Spine & Rehab', level: 1 });
    expect(screen.getByText('(312) 555-0142')).toBeTruthy();
    expect(screen.getByText(/2 Main St, Chicago|2 Main St, Naperville/, OUTSIDE_MAP)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
    const others = screen.getByRole('region', { name: 'Other addresses' });
    expect(within(others).getByRole('link').getAttribute('href')).toBe(
      '/health-provider/details/u1?&address-id=a1',
    );
    expect(screen.getByText('whiplash')).toBeTruthy();
  });
});

describe('a profile by user id (SPEC 2.1, issue 40 item 10)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('opens that professional’s profile at the address of the URL, links staying on that user', async () => {
    const dataProvider = fakeDataProvider();
    const professional = { id: 'l1', userId: 'us-000022', name: 'Ana Lopez', specialty: 'Chiropractor' };
    const getDirectoryProfile = vi.fn(async () => ({ ...PROFILE, professional }));
    Object.assign(dataProvider, { getDirectoryProfile, getCatalog: vi.fn(async () => []) });
    renderPortal('/health-provider/details/us-000022?&address-id=a2', { dataProvider });
    await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
    expect(getDirectoryProfile).toHaveBeenCalledWith('us-000022');
    expect(screen.getByText(PROFILE.name)).toBeTruthy();
    expect(screen.queryByText(PROFILE_NOT_FOUND)).toBeNull();
    expect(screen.getByText(/2 Main St, (Chicago|Naperville)/, OUTSIDE_MAP)).toBeTruthy();
    const others = screen.getByRole('region', { name: 'Other addresses' });
    expect(within(others).getByRole('link').getAttribute('href')).toBe(
      '/health-provider/details/us-000022?&address-id=a1',
    );
  });
});

describe('the signed-in profile', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lets an attorney present one of the firm’s cases to a provider', async () => {
    session.set(SESSIONS.attorneyOwnerPremium());
    const dataProvider = fakeDataProvider();
    const presentCase = vi.fn(async () => [{ id: 'r1', toCompanyName: PROFILE.name }]);
    Object.assign(dataProvider, {
      getDirectoryProfile: vi.fn(async () => PROFILE),
      getList: vi.fn(async () => ({
        data: [{ id: 'k1', folio: 'CB-2026-0001', claimantName: 'Dana Reyes' }],
        total: 1,
      })),
      presentCase,
    });
    renderPortal('/health-provider/c1/details/address-id=a1', { dataProvider });
    await screen.findByRole('heading', { name: PROFILE.name, level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Present case' }));
    const dialog = await screen.findByRole('dialog', { name: `Present a case to ${PROFILE.name}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Present case' }));
    expect(await within(dialog).findByText('Choose a case')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Case/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'CB-2026-0001 · Dana Reyes' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Treatment needed/ }), {
      target: { value: 'Lumbar MRI' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Present case' }));
    await vi.waitFor(() =>
      expect(presentCase).toHaveBeenCalledWith({
        caseId: 'k1',
        recipients: [{ companyId: 'c1', professionalIds: [] }],
        message: '',
        treatmentNeeded: 'Lumbar MRI',
      }),
    );
  });
});
