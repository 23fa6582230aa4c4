import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { TestAdmin } from '../test/TestAdmin.tsx';
import { MESSAGES } from '@casebridge/domain';
import type { CaseBridgeCustomMethods } from '@casebridge/domain/client';
import { makeAddress, makeCompany, makeSubscription, makeUser } from '../test/records.ts';
import { RegistryShow } from './RegistryShow.tsx';

const ASSIGNMENT = {
  id: 'a1',
  companyId: 'c1',
  salesRepresentativeId: 'u-rep',
  salesRepresentativeName: 'Sam Rep',
  companyName: 'Acme Injury Law',
  startDate: '2026-02-01T00:00:00.000Z',
  endDate: null,
  current: true,
};

afterEach(cleanup);

type Details = Pick<
  CaseBridgeCustomMethods,
  'getCompanySubscription' | 'getCompanyAddresses' | 'getCompanyMembers'
>;

type Answers = Partial<Pick<CaseBridgeCustomMethods, 'getInfoResponses' | 'downloadInfoResponseFile'>>;

function renderShow(details: Details & Answers) {
  const getOne = vi.fn(() => Promise.resolve({ data: makeCompany() as never }));
  const getList = vi.fn((resource: string) => {
    if (resource === 'sales-assignments') return Promise.resolve({ data: [ASSIGNMENT] as never[], total: 1 });
    if (resource === 'sales-assignments-history')
      return Promise.resolve({
        data: [
          {
            ...ASSIGNMENT,
            id: 'a0',
            salesRepresentativeName: 'Old Rep',
            current: false,
            startDate: '2025-01-02T00:00:00.000Z',
            endDate: '2026-02-01T00:00:00.000Z',
          },
        ] as never[],
        total: 1,
      });
    return Promise.resolve({ data: [] as never[], total: 0 });
  });
  const noAnswers = {
    getInfoResponses: () => Promise.resolve([]),
    getRegistryReview: () => Promise.reject(new HttpError(MESSAGES.notFound, 404, {})),
  };
  const dataProvider = { ...testDataProvider({ getOne, getList }), ...noAnswers, ...details };
  render(
    <TestAdmin dataProvider={dataProvider} resource="registries">
      <RegistryShow id="c1" />
    </TestAdmin>,
  );
  return { getOne };
}

const section = async (name: string) => screen.findByRole('region', { name });

describe('RegistryShow', { timeout: 20_000 }, () => {
  it('shows the company, its subscription, addresses, members and case resume', async () => {
    const details: Details = {
      getCompanySubscription: vi.fn(() =>
        Promise.resolve(makeSubscription({ status: 'PENDING_CANCELLATION', billingType: 'ANNUAL' })),
      ),
      getCompanyAddresses: vi.fn(() =>
        Promise.resolve([
          makeAddress(),
          makeAddress({ id: 'a2', city: 'Orlando', premiumStatus: 'DEACTIVATED', tierType: 'FREE' }),
        ]),
      ),
      getCompanyMembers: vi.fn(() =>
        Promise.resolve([
          makeUser(),
          makeUser({ id: 'u2', name: 'Sam', lastName: 'Poe', permission: 'MEMBER', userType: 'SUPPORT' }),
        ]),
      ),
    };
    const { getOne } = renderShow(details);

    const company = await section('Company');
    expect(getOne).toHaveBeenCalledWith('registries', expect.objectContaining({ id: 'c1' }));
    expect(within(company).getByText('123456789')).toBeTruthy();
    expect(within(company).getByText('(305) 555-0123')).toBeTruthy();
    expect(within(company).getByText('Premium')).toBeTruthy();
    expect(within(await section('Location')).getByText('Suite 5')).toBeTruthy();

    const subscription = await section('Subscription');
    expect(await within(subscription).findByText('Pending cancellation')).toBeTruthy();
    expect(within(subscription).getByText('Annual')).toBeTruthy();
    expect(within(subscription).getByText('Visa ending in 4242')).toBeTruthy();
    expect(details.getCompanySubscription).toHaveBeenCalledWith('c1');

    const addresses = await section('Addresses');
    expect(await within(addresses).findByText('Orlando')).toBeTruthy();
    expect(within(addresses).getByText('Deactivated')).toBeTruthy();

    const members = await section('Members');
    expect(await within(members).findByText('Sam Poe')).toBeTruthy();
    expect(within(members).getByText('Owner')).toBeTruthy();
    expect(within(members).getByText('Support')).toBeTruthy();

    const reps = await section('Sales representative');
    expect(await within(reps).findByText('Sam Rep')).toBeTruthy();
    expect(within(reps).getByText('Current')).toBeTruthy();
    expect(within(reps).getByText('Old Rep')).toBeTruthy();
    expect(within(reps).getAllByText('Feb 01, 2026')).toHaveLength(2); // the old one ends when the current starts
    expect(within(await section('Activity')).getByText('Created')).toBeTruthy();

    const resume = await section('Case resume');
    expect(within(resume).getAllByText('28')).toHaveLength(2); // total and spent
    expect(within(resume).getByText('Spent')).toBeTruthy();
    // The included cases apart from the purchased ones (issue 40 item 32).
    expect(within(resume).getByText('Included').previousSibling?.textContent).toBe('10');
    expect(within(resume).getByText('Purchased').previousSibling?.textContent).toBe('30');
  });

  it('shows empty states, and a missing subscription (404) as none', async () => {
    renderShow({
      getCompanySubscription: () => Promise.reject(new HttpError(MESSAGES.notFound, 404, {})),
      getCompanyAddresses: () => Promise.resolve([]),
      getCompanyMembers: () => Promise.resolve([]),
    });
    expect(
      await within(await section('Subscription')).findByText(MESSAGES.registryNoSubscription),
    ).toBeTruthy();
    expect(await within(await section('Addresses')).findByText(MESSAGES.registryNoAddresses)).toBeTruthy();
    expect(await within(await section('Members')).findByText(MESSAGES.registryNoMembers)).toBeTruthy();
  });

  it('shows a loading state, then the server error of a failed section', async () => {
    let fail: (error: Error) => void = () => {};
    renderShow({
      getCompanySubscription: () => Promise.resolve(makeSubscription()),
      getCompanyAddresses: () => Promise.resolve([]),
      getCompanyMembers: () => new Promise((_resolve, reject) => (fail = reject)),
    });
    const members = await section('Members');
    expect(within(members).getByLabelText('Loading members')).toBeTruthy();
    fail(new HttpError(MESSAGES.forbidden, 403, {}));
    expect(await within(members).findByText(MESSAGES.forbidden)).toBeTruthy();
  });

  it("shows the owner's answers to information requests, and downloads their files with the token", async () => {
    const answer = {
      id: 'ir1',
      companyId: 'c1',
      requestMessage: 'Please upload a copy of your bar license.',
      message: 'Here it is.',
      files: [{ id: 'f1', name: 'bar-license.pdf', mimeType: 'application/pdf', size: 20_480 }],
      authorId: 'u1',
      authorName: 'Ada Lovelace',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const blob = new Blob(['%PDF']);
    const downloadInfoResponseFile = vi.fn(() => Promise.resolve({ blob, filename: 'bar-license.pdf' }));
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderShow({
      getCompanySubscription: () => Promise.resolve(makeSubscription()),
      getCompanyAddresses: () => Promise.resolve([]),
      getCompanyMembers: () => Promise.resolve([]),
      getInfoResponses: vi.fn(() => Promise.resolve([answer])),
      downloadInfoResponseFile,
    });
    const answers = await section('Answers to information requests');
    expect(await within(answers).findByText('Here it is.')).toBeTruthy();
    expect(within(answers).getByText(/Please upload a copy of your bar license/)).toBeTruthy();
    within(answers).getByRole('button', { name: 'bar-license.pdf (20 KB)' }).click();
    await vi.waitFor(() => expect(downloadInfoResponseFile).toHaveBeenCalledWith('c1', 'f1'));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(blob));
  });

  it('says when the company has not answered', async () => {
    renderShow({
      getCompanySubscription: () => Promise.resolve(makeSubscription()),
      getCompanyAddresses: () => Promise.resolve([]),
      getCompanyMembers: () => Promise.resolve([]),
    });
    const answers = await section('Answers to information requests');
    expect(
      await within(answers).findByText('The company has not answered a request for information.'),
    ).toBeTruthy();
  });
});
