import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CASE_STATUS_NEXT_STEPS, claimantText } from '@casebridge/domain';
import type { Claimant, ClaimantCaseView, ClaimantLanguage } from '@casebridge/domain';
import { STORAGE_KEYS, session } from '@casebridge/domain/client';
import {
  RENDER_TIMEOUT_MS,
  fakeDataProvider,
  renderPortal,
  testSession,
} from '../../test/portalTestUtils.tsx';

// Issue 16: the claimant's side in English and Spanish, chosen by the claimant and stored on their profile.

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
  firmName: 'Hartwell & Associates Law',
  firmPhone: null,
  providers: [{ id: 'co2', name: 'Riverside Spine & Rehab', type: 'HEALTH_PROVIDER' }],
  accidentDate: '2026-03-02T00:00:00.000Z',
  accidentCity: 'Chicago',
  accidentState: 'IL',
  statuteOfLimitationsDate: '2028-03-02T00:00:00.000Z',
  createdDate: '2026-03-05T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  documents: [
    {
      id: 'f1',
      name: 'letter-to-client.pdf',
      type: 'application/pdf',
      size: 2048,
      category: 'CORRESPONDENCE',
      uploadedAt: '2026-03-06T00:00:00.000Z',
    },
  ],
};

function setup(language: ClaimantLanguage, path = '/claimant/dashboard') {
  session.set(testSession({ userType: 'CLAIMANT', permissions: null, companyType: null, company: null }));
  const dataProvider = fakeDataProvider();
  let profile = { profileComplete: true, language } as Claimant;
  dataProvider.getMyClaimant = vi.fn(async () => profile);
  dataProvider.getMyClaimantCases = vi.fn(async () => ({ data: [CASE], total: 1 }));
  dataProvider.getMyClaimantCase = vi.fn(async () => CASE);
  dataProvider.updateMyClaimantLanguage = vi.fn(async (next: ClaimantLanguage) => {
    profile = { ...profile, language: next };
    return profile;
  });
  return { dataProvider, ...renderPortal(path, { dataProvider }) };
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: RENDER_TIMEOUT_MS });

describe('the claimant in Spanish', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('reads the dashboard in the language of their profile', async () => {
    setup('es');
    expect(await heading('Mis casos')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Accidente de auto · caso HW-0001' })).toBeTruthy();
    expect(screen.getByText('En tratamiento')).toBeTruthy();
    expect(screen.getByText(claimantText('es', 'nextStep.TREATING'))).toBeTruthy();
    expect(screen.queryByText(CASE_STATUS_NEXT_STEPS.TREATING)).toBeNull();
    expect(screen.getByText('2 de marzo de 2026 en Chicago, IL')).toBeTruthy();
    expect(screen.getByText(/Riverside Spine & Rehab \(Proveedor de salud\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar letter-to-client.pdf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Casos' })).toBeTruthy();
    expect(document.title).toBe('Mis casos · CaseBridge');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
  });

  it('switches from the header: saved to the profile, then shown, and the choice is remembered', async () => {
    const { dataProvider } = setup('en');
    expect(await heading('My cases')).toBeTruthy();
    const group = await screen.findByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'English' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    const spanish = within(group).getByRole('button', { name: 'Español' });
    expect(spanish.getAttribute('lang')).toBe('es');
    spanish.focus();
    fireEvent.click(spanish);
    expect(await heading('Mis casos')).toBeTruthy();
    expect(dataProvider.updateMyClaimantLanguage).toHaveBeenCalledWith('es');
    const idioma = await screen.findByRole('group', { name: 'Idioma' });
    expect(within(idioma).getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
  });

  it('says so and stays in English when the language cannot be saved', async () => {
    const { dataProvider } = setup('en');
    dataProvider.updateMyClaimantLanguage = vi.fn(async () => {
      throw new Error('Server down');
    });
    expect(await heading('My cases')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByText(/Your language could not be saved/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My cases' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.language)).not.toBe('es');
  });

  it('opens their case in Spanish at /cases/{id}', async () => {
    const { dataProvider } = setup('es', '/cases/c1');
    expect(await heading('Caso HW-0001')).toBeTruthy();
    expect(dataProvider.getMyClaimantCase).toHaveBeenCalledWith('c1');
    expect(screen.getByRole('link', { name: '← Mis casos' }).getAttribute('href')).toBe(
      '/claimant/dashboard',
    );
    expect(screen.getByText(claimantText('es', 'nextStep.TREATING'))).toBeTruthy();
  });
});

describe('the sign-in form', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('follows the language chosen on this browser, and switches with English / Español', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es');
    renderPortal('/sign-in');
    expect(await heading('Iniciar sesión')).toBeTruthy();
    expect(screen.getByLabelText(/Correo electrónico/)).toBeTruthy();
    expect(screen.getByLabelText(/Contraseña/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await heading('Sign in')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en'));
  });
});
