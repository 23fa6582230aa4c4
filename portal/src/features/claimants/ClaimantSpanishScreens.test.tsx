import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIMANT_CATALOG } from '@casebridge/domain';
import type { Claimant, ClaimantCaseView, Notification } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { AccountResponse } from '@casebridge/domain/client';
import { testUser } from '../../test/accountTestData.ts';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

// Issue 40 item 18: after choosing Español, the claimant's whole side is Spanish, not only the dashboard: the
// header, the cases list, their case, the notification panel, the footer and My Account.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CASE: ClaimantCaseView = {
  id: 'c1',
  folio: 'HW-0001',
  caseType: 'AUTO_ACCIDENT',
  status: 'TREATING',
  attorneyName: 'Grace Hartwell',
  attorneyEmail: 'owner@hartwell-law.test',
  firmName: 'Bufete Hartwell',
  firmPhone: null,
  providers: [{ id: 'co2', name: 'Riverside Spine', type: 'HEALTH_PROVIDER' }],
  accidentDate: '2026-03-02T00:00:00.000Z',
  accidentCity: 'Chicago',
  accidentState: 'IL',
  statuteOfLimitationsDate: '2028-03-02T00:00:00.000Z',
  createdDate: '2026-03-05T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  documents: [],
};

const NOTICE: Notification = {
  id: 'n1',
  userId: 'u1',
  read: false,
  // The API's English: the panel tells it in Spanish.
  message: 'Case status updated',
  description: 'Bufete Hartwell updated the status of your case HW-0001.',
  createAt: new Date().toISOString(),
  section: 'CASE',
  action: 'UPDATE_CASE_STATUS',
  extra: 'c1',
  caseFolio: 'HW-0001',
  sender: { id: 'co1', name: 'Bufete Hartwell', type: 'ATTORNEY' },
  receiver: null,
  company: null,
};

/** The catalog's English texts that have a different Spanish one: none may show on a Spanish screen. */
const ENGLISH = new Set(
  Object.values(CLAIMANT_CATALOG)
    .filter((entry) => entry.en !== entry.es && !entry.en.includes('{'))
    .map((entry) => entry.en.trim()),
);
/** Words of the portal's English chrome that Spanish never uses: they catch a text left out of the catalog. */
const ENGLISH_WORDS =
  /\b(the|your|you|and|of|is|not|all|unread|loading|notifications?|support|rights|reserved|cases?|details|name|phone|company|change|password|mark|read|open|menu|main|retry|load|more|show|today|yesterday|my|account|user|type|log|out|dashboard|tasks|appointments)\b/i;

/** Every text a reader meets on the page: text nodes and the names of what has one (aria-label, alt). */
function textsOnPage(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && !node.parentElement?.closest('script, style')) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt]'))
    for (const name of ['aria-label', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  return texts;
}

function expectAllSpanish(where: string) {
  // E-mail addresses are data, not words.
  const english = textsOnPage()
    .map((text) => text.replace(/\S+@\S+/g, ''))
    .filter((text) => ENGLISH.has(text) || ENGLISH_WORDS.test(text));
  expect(english, where).toEqual([]);
}

function setup(path: string) {
  session.set(
    testSession({
      userType: 'CLAIMANT',
      permissions: null,
      companyType: null,
      company: null,
      userName: 'Ana Ruiz',
    }),
  );
  const dataProvider = fakeDataProvider(1);
  dataProvider.getMyClaimant = vi.fn(async () => ({ profileComplete: true, language: 'es' }) as Claimant);
  dataProvider.getMyClaimantCases = vi.fn(async () => ({ data: [CASE], total: 1 }));
  dataProvider.getMyClaimantCase = vi.fn(async () => CASE);
  dataProvider.getAccount = vi.fn(
    async () =>
      ({
        user: testUser({
          userType: 'CLAIMANT',
          companyId: null,
          permission: null,
          name: 'Ana',
          lastName: 'Ruiz',
          email: 'ana@correo.test',
        }),
        company: null,
        subscription: null,
        session: testSession({ userType: 'CLAIMANT' }),
      }) as unknown as AccountResponse,
  );
  vi.mocked(dataProvider.getNotifications).mockResolvedValue({
    content: [NOTICE],
    page: 0,
    size: 10,
    totalElements: 1,
    totalPages: 1,
  });
  return renderPortal(path, { dataProvider });
}

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: RENDER_TIMEOUT_MS });

describe('the claimant’s side in Spanish', { timeout: RENDER_TIMEOUT_MS * 2 }, () => {
  it('shows the cases list, the header, the footer and the notification panel in Spanish', async () => {
    setup('/cases');
    expect(await heading('Mis casos')).toBeTruthy();
    await screen.findByRole('heading', { name: /caso HW-0001/ });
    await screen.findByText(/Todos los derechos reservados/);
    expectAllSpanish('/cases');

    await userEvent.click(screen.getByRole('button', { name: /^Notificaciones/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    await within(panel).findByText('Estado del caso actualizado');
    expect(within(panel).getByText('Bufete Hartwell actualizó el estado de su caso HW-0001.')).toBeTruthy();
    expect(within(panel).getByText(/Caso HW-0001 ·/)).toBeTruthy();
    expect(within(panel).getByText('Hoy')).toBeTruthy();
    expectAllSpanish('the notification panel');
  });

  it('shows their case in Spanish', async () => {
    setup('/claimant/cases/c1');
    expect(await heading(/^Caso HW-0001/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expectAllSpanish('/claimant/cases/c1');
  });

  it('shows My Account in Spanish', async () => {
    setup('/my-account');
    expect(await heading('Mi cuenta')).toBeTruthy();
    await screen.findByText('Reclamante');
    expectAllSpanish('/my-account');
  });
});
