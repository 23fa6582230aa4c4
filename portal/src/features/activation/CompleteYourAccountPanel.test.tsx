import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ATTORNEY_SPECIALTIES, MESSAGES } from '@casebridge/domain';
import type { Company, CompleteAccountInfo, Subscription } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { AccountResponse } from '@casebridge/domain/client';
import { RENDER_TIMEOUT_MS, fakeDataProvider, renderPortal } from '../../test/portalTestUtils.tsx';
import {
  fullCompany,
  ownerSession,
  testAccount,
  testCompany,
  testSubscription,
} from '../../test/accountTestData.ts';

vi.mock('../../shared/address/PlaceMap.tsx', () => ({ PlaceMap: () => <div>map</div> }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const COMPLETE: CompleteAccountInfo = { company: true, payment: true, professional: true, account: true };

function provider(account: AccountResponse, info: Partial<CompleteAccountInfo> | Error = COMPLETE) {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getAccount: vi.fn(() => Promise.resolve(account)),
    getCompleteAccountInfo: vi.fn(() =>
      info instanceof Error ? Promise.reject(info) : Promise.resolve(info),
    ),
    getCatalog: vi.fn(() => Promise.resolve(ATTORNEY_SPECIALTIES)),
    getCompanyAddresses: vi.fn(() => Promise.resolve([])),
  });
  return dataProvider;
}

function show(
  company: Company,
  options: {
    path?: string;
    subscription?: Subscription | null;
    info?: Partial<CompleteAccountInfo> | Error;
    permission?: 'OWNER' | 'MEMBER';
  } = {},
) {
  session.set(ownerSession(company.type, company.status, options.permission));
  const subscription = options.subscription === undefined ? testSubscription() : options.subscription;
  const dataProvider = provider(testAccount(company, subscription), options.info);
  const view = renderPortal(options.path ?? '/tasks', { dataProvider });
  return { ...view, dataProvider };
}

const panel = () => screen.findByRole('complementary', { name: MESSAGES.completeYourAccount });
const queryPanel = () => screen.queryByRole('complementary', { name: MESSAGES.completeYourAccount });

describe('Complete Your Account panel', { timeout: RENDER_TIMEOUT_MS }, () => {
  it("INCOMPLETE: 'Complete' expands the activation form, 'See less' collapses it", async () => {
    show(testCompany(), { info: { ...COMPLETE, company: false, professional: false } });
    const aside = await panel();
    expect(within(aside).getByRole('heading', { name: MESSAGES.completeYourAccount })).toBeTruthy();
    expect(within(aside).getByRole('heading', { name: MESSAGES.activateAccount })).toBeTruthy();
    // Nothing was submitted yet: the owner reads what to do, not that the account is being validated.
    expect(within(aside).getByText(MESSAGES.activateAccountHint)).toBeTruthy();
    expect(within(aside).queryByText(MESSAGES.validationNotice)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Activate your account' })).toBeNull();
    fireEvent.click(within(aside).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('form', { name: 'Activate your account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See less' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Activate your account' })).toBeNull());
    expect(within(aside).getByRole('button', { name: 'Complete' })).toBeTruthy();
  });

  it("PENDING_REVIEW: 'Waiting for account validation' with the 24-48 hour notice", async () => {
    show(fullCompany({ status: 'PENDING_REVIEW' }));
    const aside = await panel();
    expect(within(aside).getByText(MESSAGES.waitingValidation)).toBeTruthy();
    expect(within(aside).getByText(MESSAGES.validationNotice)).toBeTruthy();
    expect(within(aside).queryByRole('button', { name: 'Complete' })).toBeNull();
  });

  it("'Improve your Company profile' lists the empty fields and opens the company edit modal", async () => {
    show(fullCompany({ status: 'VALIDATED', taxId: null, website: '' }));
    const aside = await panel();
    expect(within(aside).getByText('Still empty: Tax id, Website.')).toBeTruthy();
    fireEvent.click(within(aside).getByRole('button', { name: MESSAGES.improveProfile }));
    const dialog = await screen.findByRole('dialog', { name: 'Company profile' });
    expect((within(dialog).getByLabelText(/^Company name/) as HTMLInputElement).value).toBe('Lee Law');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Company profile' })).toBeNull());
  });

  it('payment error: a link to My Account, plain text when already there', async () => {
    const subscription = testSubscription({ paymentError: true });
    show(fullCompany({ status: 'VALIDATED' }), { subscription, info: { ...COMPLETE, payment: false } });
    const aside = await panel();
    expect(within(aside).getByText(MESSAGES.paymentError)).toBeTruthy();
    const link = within(aside).getByRole('link', { name: MESSAGES.overlayPaymentError });
    expect(link.getAttribute('href')).toBe('/my-account');
    cleanup();
    show(fullCompany({ status: 'VALIDATED' }), { subscription, path: '/my-account' });
    const again = await panel();
    expect(within(again).getByText(MESSAGES.overlayPaymentError)).toBeTruthy();
    expect(within(again).queryByRole('link', { name: MESSAGES.overlayPaymentError })).toBeNull();
  });

  it('INFO_REQUIRED: the hint, the staff message, and the owner answers with a message and files', async () => {
    const company = fullCompany({ status: 'INFO_REQUIRED', infoRequestMessage: 'Upload your NPI letter' });
    const { dataProvider } = show(company);
    const answerInfoRequest = vi.fn(() =>
      Promise.resolve({ company: { ...company, status: 'PENDING_REVIEW' as const }, response: {} }),
    );
    Object.assign(dataProvider, { answerInfoRequest });
    const aside = await panel();
    expect(within(aside).getByText(MESSAGES.moreInfoRequired)).toBeTruthy();
    expect(within(aside).getByText(MESSAGES.moreInfoRequiredHint)).toBeTruthy();
    expect(within(aside).getByText(/Upload your NPI letter/)).toBeTruthy();
    vi.mocked(dataProvider.getAccount).mockResolvedValue(
      testAccount({ ...company, status: 'PENDING_REVIEW' }, testSubscription()),
    );
    fireEvent.click(within(aside).getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the request for information' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your answer/ }), {
      target: { value: 'Here is the letter.' },
    });
    const letter = new File(['%PDF-1.4'], 'npi-letter.pdf', { type: 'application/pdf' });
    const page = new File(['<html>'], 'page.html', { type: 'text/html' });
    const input = within(dialog).getByLabelText('Files to attach');
    fireEvent.change(input, { target: { files: [letter, page] } });
    expect(within(dialog).getByText(MESSAGES.infoAnswerFileType)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove page.html' }));
    expect(within(dialog).queryByText(MESSAGES.infoAnswerFileType)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(MESSAGES.infoAnswerSent)).toBeTruthy();
    expect(answerInfoRequest).toHaveBeenCalledTimes(1);
    expect(answerInfoRequest).toHaveBeenCalledWith(company.id, {
      message: 'Here is the letter.',
      files: [letter],
    });
    expect(await screen.findByText(MESSAGES.waitingValidation)).toBeTruthy();
    expect(session.get()?.companyStatus).toBe('PENDING_REVIEW');
  });

  it('links to the plan choice while the company has no subscription', async () => {
    show(fullCompany({ status: 'PENDING_REVIEW' }), { subscription: null });
    const aside = await panel();
    expect(within(aside).getByText(MESSAGES.noPlanChosen)).toBeTruthy();
    expect(within(aside).getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('is hidden in the directory, for non-owners and when nothing is left to do', async () => {
    show(testCompany(), { path: '/directory' });
    expect(await screen.findByRole('heading', { name: 'Directory', level: 1 })).toBeTruthy();
    expect(queryPanel()).toBeNull();
    cleanup();
    const member = show(testCompany(), { permission: 'MEMBER' });
    await waitFor(() => expect(member.dataProvider.getAccount).toHaveBeenCalled());
    expect(queryPanel()).toBeNull();
    cleanup();
    const done = show(fullCompany({ status: 'VALIDATED' }));
    await waitFor(() => expect(done.dataProvider.getCompleteAccountInfo).toHaveBeenCalled());
    expect(queryPanel()).toBeNull();
  });
});

describe('incomplete-account overlay', { timeout: RENDER_TIMEOUT_MS }, () => {
  const region = () => screen.findByRole('region', { name: MESSAGES.overlayTitle });

  it('covers the content while company, payment or professional info is incomplete', async () => {
    show(testCompany(), {
      subscription: null,
      info: { company: false, payment: false, professional: false },
    });
    const overlay = await region();
    expect(within(overlay).getByText(MESSAGES.overlayCompany)).toBeTruthy();
    expect(within(overlay).getByText(MESSAGES.overlayPayment)).toBeTruthy();
    expect(within(overlay).getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(screen.getByTestId('page-content').getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(within(overlay).getByRole('button', { name: 'Complete your account' }));
    expect(await screen.findByRole('form', { name: 'Activate your account' })).toBeTruthy();
  });

  it('asks plain members to wait for their owner', async () => {
    show(testCompany(), { permission: 'MEMBER', info: { ...COMPLETE, company: false } });
    const overlay = await region();
    expect(within(overlay).getByText(MESSAGES.overlayAskOwner)).toBeTruthy();
    expect(within(overlay).queryByRole('button', { name: 'Complete your account' })).toBeNull();
  });

  it('is not applied in the directory, nor when complete or the info failed to load', async () => {
    const directory = show(testCompany(), { path: '/directory', info: { company: false } });
    await waitFor(() => expect(directory.dataProvider.getCompleteAccountInfo).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: MESSAGES.overlayTitle })).toBeNull();
    cleanup();
    const failed = show(testCompany({ status: 'PENDING_REVIEW' }), { info: new Error('down') });
    await waitFor(() => expect(failed.dataProvider.getCompleteAccountInfo).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: MESSAGES.overlayTitle })).toBeNull();
    expect(screen.getByTestId('page-content').getAttribute('aria-hidden')).toBeNull();
  });
});

describe('Complete Your Account panel accessibility', { timeout: RENDER_TIMEOUT_MS }, () => {
  it("'Complete' and 'See less' say whether the region they control (always in the page) is expanded", async () => {
    show(testCompany(), { info: { ...COMPLETE, company: false, professional: false } });
    const aside = await panel();
    const complete = within(aside).getByRole('button', { name: 'Complete' });
    expect(complete.getAttribute('aria-expanded')).toBe('false');
    const regionId = complete.getAttribute('aria-controls');
    expect(regionId).toBeTruthy();
    expect(document.getElementById(regionId!)).not.toBeNull();
    fireEvent.click(complete);
    const seeLess = await screen.findByRole('button', { name: 'See less' });
    expect(seeLess.getAttribute('aria-expanded')).toBe('true');
    expect(seeLess.getAttribute('aria-controls')).toBe(regionId);
    expect(document.getElementById(regionId!)?.contains(seeLess)).toBe(true);
  });
});
