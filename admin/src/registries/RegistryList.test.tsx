import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { testDataProvider, type GetListParams } from 'react-admin';
import { TestAdmin } from '../test/TestAdmin.tsx';
import type { RegistryEntry } from '@casebridge/domain';
import { makeRegistryEntry } from '../test/records.ts';
import { RegistryList } from './RegistryList.tsx';

afterEach(cleanup);

const companies: RegistryEntry[] = [
  makeRegistryEntry(),
  makeRegistryEntry({
    id: 'c2',
    companyId: 'c2',
    companyName: 'Sunrise Imaging Center',
    companyType: 'FACILITY',
    status: 'PENDING_REVIEW',
    subscriptionType: 'FACILITY',
    billingType: 'MONTHLY',
    subscriptionStatus: 'ACTIVE',
    trialing: false,
    salesRepresentativeName: null,
    state: null,
    city: null,
  }),
];

function renderList() {
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: companies as never[], total: 42 }),
  );
  render(
    <TestAdmin dataProvider={testDataProvider({ getList })} resource="registries">
      <RegistryList />
    </TestAdmin>,
  );
  return getList;
}

/** Interactions re-query through debounced filters: allow for a loaded machine. */
const SLOW = { timeout: 20_000 };

const lastParams = (getList: ReturnType<typeof renderList>) => getList.mock.lastCall?.[1];

describe('RegistryList', () => {
  it('asks for the 25 most recently updated registry entries', async () => {
    const getList = renderList();
    await screen.findByText('Acme Injury Law');
    expect(getList.mock.lastCall?.[0]).toBe('registry-entries');
    expect(lastParams(getList)).toMatchObject({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'lastUpdate', order: 'DESC' },
    });
  });

  it('renders one row per company with domain labels and formatted values', async () => {
    renderList();
    const acme = (await screen.findByText('Acme Injury Law')).closest('tr') as HTMLElement;
    expect(within(acme).getByText('Attorney')).toBeTruthy();
    expect(within(acme).getByText('Validated')).toBeTruthy();
    expect(within(acme).getByText('Premium')).toBeTruthy(); // PRO is always labelled Premium
    expect(within(acme).getByText('Annual')).toBeTruthy();
    expect(within(acme).getByText('Trialing')).toBeTruthy();
    expect(within(acme).getByText('Dec 01, 2026')).toBeTruthy();
    expect(within(acme).getByText('FL')).toBeTruthy();
    expect(within(acme).getByText('Sam Rep')).toBeTruthy();
    expect(within(acme).getByText('Nov 02, 2026')).toBeTruthy();
    expect(within(acme).queryByText('office@acme.test')).toBeNull(); // hidden until chosen in Columns

    const sunrise = screen.getByText('Sunrise Imaging Center').closest('tr') as HTMLElement;
    expect(within(sunrise).getByText('Pending review')).toBeTruthy();
    expect(within(sunrise).getAllByText('Facility')).toHaveLength(2); // type and plan
    expect(within(sunrise).getByText('Monthly')).toBeTruthy();
    expect(screen.getByText('1-25 of 42')).toBeTruthy();
  });

  it('sorts by a column when its header is clicked', SLOW, async () => {
    const getList = renderList();
    await screen.findByText('Acme Injury Law');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by name ascending' }));
    await vi.waitFor(() => expect(lastParams(getList)?.sort).toEqual({ field: 'companyName', order: 'ASC' }));
  });

  it('sends the search text as the q filter', SLOW, async () => {
    const getList = renderList();
    await screen.findByText('Acme Injury Law');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'acme' } });
    await vi.waitFor(() => expect(lastParams(getList)?.filter).toEqual({ q: 'acme' }), { timeout: 5000 });
  });

  it('sends the selected types, statuses and plans as arrays of enum values', SLOW, async () => {
    const getList = renderList();
    await screen.findByText('Acme Injury Law');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pending review' }));
    await vi.waitFor(() => expect(lastParams(getList)?.filter).toEqual({ status: ['PENDING_REVIEW'] }), {
      timeout: 5000,
    });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Plan/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Premium' }));
    await vi.waitFor(
      () =>
        expect(lastParams(getList)?.filter).toEqual({
          status: ['PENDING_REVIEW'],
          subscriptionType: ['PRO'],
        }),
      { timeout: 5000 },
    );
  });
});
