import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { HOW_YOU_HEAR_ABOUT_US, MESSAGES } from '@casebridge/domain';
import type { SignUpResponse } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function provider() {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getCatalog: vi.fn(() => Promise.resolve(HOW_YOU_HEAR_ABOUT_US)),
    emailExists: vi.fn((email: string) => Promise.resolve(email === 'taken@firm.test')),
    signUp: vi.fn((values: { email: string }) =>
      Promise.resolve({ user: { email: values.email.toLowerCase() } } as SignUpResponse),
    ),
  });
  return dataProvider;
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillForm() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Attorney' }));
  type(/^First name/, 'Nina');
  type(/^Last name/, 'Park');
  type(/^Company name/, 'Park Law');
  type(/^Password/, 'Signup#2026');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /How did you hear about us/ }));
  fireEvent.click(await screen.findByRole('option', { name: HOW_YOU_HEAR_ABOUT_US[0]!.name }));
}

describe('sign-up page', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('prefills the e-mail, keeps the referral id and goes to the verification page', async () => {
    const dataProvider = provider();
    const { location } = renderPortal('/sign-up?grsf=us-000005&email=Nina%40Park.test', { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Create your CaseBridge account' })).toBeTruthy();
    expect((field(/^E-mail/) as HTMLInputElement).value).toBe('Nina@Park.test');
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(location()).toBe('/verify/nina%40park.test'));
    expect(dataProvider.signUp).toHaveBeenCalledWith({
      companyType: 'ATTORNEY',
      name: 'Nina',
      lastName: 'Park',
      email: 'Nina@Park.test',
      password: 'Signup#2026',
      howYouHearAboutUs: HOW_YOU_HEAR_ABOUT_US[0]!.id,
      companyName: 'Park Law',
      grsf: 'us-000005',
    });
  });

  it('ticks the password rules as the password is typed', async () => {
    renderPortal('/sign-up', { dataProvider: provider() });
    const list = await screen.findByRole('list', { name: 'Password requirements' });
    const passed = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.dataset['passed'] === 'true').length;
    expect(passed()).toBe(0);
    type(/^Password/, 'abc');
    expect(passed()).toBe(1);
    type(/^Password/, 'Abcdef#1');
    expect(passed()).toBe(5);
  });

  it('says at once when the e-mail is taken (on blur) and when the server refuses it', async () => {
    const dataProvider = provider();
    renderPortal('/sign-up', { dataProvider });
    type(/^E-mail/, 'taken@firm.test');
    fireEvent.blur(field(/^E-mail/));
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeTruthy();
    expect(dataProvider.emailExists).toHaveBeenCalledWith('taken@firm.test');

    vi.mocked(dataProvider.signUp).mockRejectedValueOnce(
      new HttpError(MESSAGES.emailTaken, 409, { error: 'conflict', message: MESSAGES.emailTaken }),
    );
    type(/^E-mail/, 'race@firm.test');
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeTruthy();
  });

  it('validates with the shared schema before calling the server', async () => {
    const dataProvider = provider();
    renderPortal('/sign-up', { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.thisFieldRequired)).toHaveLength(2);
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(3);
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(dataProvider.signUp).not.toHaveBeenCalled();
  });
});

describe('sign-up accessibility', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('ties the company-type error to its radios and focuses the first invalid field on a failed submit', async () => {
    renderPortal('/sign-up', { dataProvider: provider() });
    const group = await screen.findByRole('radiogroup', { name: /Company type/ });
    expect(group.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = group.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy!)?.textContent).toBe(MESSAGES.thisFieldRequired);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Attorney' })));
  });

  it('once a company type is chosen, focus goes to the next invalid field', async () => {
    renderPortal('/sign-up', { dataProvider: provider() });
    fireEvent.click(await screen.findByRole('radio', { name: 'Attorney' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(document.activeElement).toBe(field(/^First name/)));
    expect(screen.getByRole('radiogroup', { name: /Company type/ }).getAttribute('aria-invalid')).toBe(
      'false',
    );
  });
});
