import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CASE_FILE_MESSAGES } from '@casebridge/domain';
import type { CaseFileView, ProviderBilling } from '@casebridge/domain';
import { RENDER_TIMEOUT_MS, fakeDataProvider } from '../../test/portalTestUtils.tsx';
import { renderInAdmin } from '../../test/renderInAdmin.tsx';
import { providerBilling, reduction } from './billingTestData.ts';
import { ReductionsPanel } from './ReductionsPanel.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NONE = { addBill: false, recordPayment: true, requestReduction: false, reductionActions: [] };

const caseFile = (id: string, name: string): CaseFileView => ({
  id,
  caseId: 'ca1',
  name,
  type: 'application/pdf',
  size: 1200,
  category: 'OTHER',
  sharedWith: 'FIRM',
  uploadedBy: 'u1',
  uploaderName: 'Ann Lee',
  uploaderCompanyName: 'Hartwell Law',
  uploadedAt: '2026-11-01T10:00:00.000Z',
  mayManage: true,
  mayCreateShareLink: true,
});
const BREAKDOWN = caseFile('file-1', 'settlement-breakdown.pdf');

function render(billing: ProviderBilling, methods: Record<string, unknown>) {
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    requestReduction: vi.fn(async () => reduction()),
    getProviderBilling: vi.fn(async () => billing),
    ...methods,
  });
  renderInAdmin(<ReductionsPanel billing={billing} />, dataProvider);
  return dataProvider;
}

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Request reduction' }));
  return screen.findByRole('dialog', { name: 'Request a reduction from Riverside Spine & Rehab' });
};
const firmMayRequest = () => providerBilling({ side: 'FIRM', can: { ...NONE, requestReduction: true } });

describe('the settlement breakdown of a reduction request', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('the firm picks one of the case’s files, told that the provider will be able to open it', async () => {
    const getCaseFiles = vi.fn(async () => ({
      data: [BREAKDOWN, caseFile('file-2', 'mri.pdf')],
      total: 2,
    }));
    const dataProvider = render(firmMayRequest(), { getCaseFiles });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reduction amount/ }), {
      target: { value: '300' },
    });
    const select = await within(dialog).findByRole('combobox', { name: /Settlement breakdown/ });
    await waitFor(() => expect(select.getAttribute('aria-disabled')).toBeNull());
    expect(
      within(dialog).getByText(/Only the provider asked can open it, from its billing screen/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'the case’s files' }).getAttribute('href')).toBe(
      '/cases/ca1/files',
    );
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'settlement-breakdown.pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(dataProvider.requestReduction).toHaveBeenCalledWith('ca1', 'p1', {
        by: 'AMOUNT',
        reductionCents: 30_000,
        note: '',
        breakdownFileId: 'file-1',
      }),
    );
    expect(getCaseFiles).toHaveBeenCalledWith('ca1', {
      page: 0,
      perPage: 50,
      sort: { field: 'uploadedAt', order: 'DESC' },
    });
  });

  it('uploads a breakdown when the case has none, checked first, and attaches it', async () => {
    const uploaded = caseFile('file-new', 'breakdown.pdf');
    const getCaseFiles = vi.fn(async () => ({ data: [] as CaseFileView[], total: 0 }));
    const uploadCaseFiles = vi.fn(async () => {
      getCaseFiles.mockImplementation(async () => ({ data: [uploaded], total: 1 }));
      return [uploaded];
    });
    const dataProvider = render(firmMayRequest(), { getCaseFiles, uploadCaseFiles });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/No settlement breakdown to attach yet/)).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: /Settlement breakdown/ })).toBeNull();
    const picker = within(dialog).getByTestId('breakdown-picker');
    fireEvent.change(picker, { target: { files: [new File(['MZ'], 'tool.exe')] } });
    expect(await within(dialog).findByText(CASE_FILE_MESSAGES.typeNotAllowed)).toBeTruthy();
    expect(uploadCaseFiles).not.toHaveBeenCalled();

    const pdf = new File(['%PDF-1.4'], 'breakdown.pdf', { type: 'application/pdf' });
    fireEvent.change(picker, { target: { files: [pdf] } });
    await waitFor(() =>
      expect(uploadCaseFiles).toHaveBeenCalledWith('ca1', [pdf], { category: 'OTHER', sharedWith: 'FIRM' }),
    );
    const chosen = await within(dialog).findByRole('combobox', { name: /Settlement breakdown/ });
    expect(chosen.textContent).toBe('breakdown.pdf');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reduction amount/ }), {
      target: { value: '100' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(dataProvider.requestReduction).toHaveBeenCalledWith('ca1', 'p1', {
        by: 'AMOUNT',
        reductionCents: 10_000,
        note: '',
        breakdownFileId: 'file-new',
      }),
    );
  });

  it('shows the attached breakdown with its download, on either side', async () => {
    const blob = new Blob(['%PDF']);
    const downloadCaseFile = vi.fn(async () => ({ blob, filename: 'settlement-breakdown.pdf' }));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:breakdown'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const getCaseFile = vi.fn(async () => BREAKDOWN);
    render(providerBilling({ side: 'PROVIDER', reductions: [reduction({ breakdownFileId: 'file-1' })] }), {
      getCaseFile,
      downloadCaseFile,
    });
    expect(await screen.findByText('Settlement breakdown: settlement-breakdown.pdf')).toBeTruthy();
    expect(getCaseFile).toHaveBeenCalledWith('ca1', 'file-1');
    fireEvent.click(
      screen.getByRole('button', { name: 'Download the settlement breakdown settlement-breakdown.pdf' }),
    );
    await waitFor(() => expect(downloadCaseFile).toHaveBeenCalledWith('ca1', 'file-1', 'attachment'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });

  it('says when the attached breakdown is gone or failed to load, and shows none when none was attached', async () => {
    render(providerBilling({ reductions: [reduction({ breakdownFileId: 'gone' })] }), {
      getCaseFile: vi.fn(async () => Promise.reject(Object.assign(new Error('Not found'), { status: 404 }))),
    });
    expect(await screen.findByText('Settlement breakdown: this file is no longer available.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download the settlement breakdown/ })).toBeNull();
    cleanup();
    const getCaseFile = vi.fn(async (): Promise<CaseFileView> => Promise.reject(new Error('Server down')));
    render(providerBilling({ reductions: [reduction({ breakdownFileId: 'file-1' })] }), { getCaseFile });
    expect(await screen.findByText(/it could not be loaded \(Server down\)/)).toBeTruthy();
    getCaseFile.mockImplementation(async () => BREAKDOWN);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Settlement breakdown: settlement-breakdown.pdf')).toBeTruthy();
    cleanup();
    render(providerBilling({ reductions: [reduction()] }), {});
    expect(screen.getByRole('list', { name: 'History of the reduction' })).toBeTruthy();
    expect(screen.queryByText(/Settlement breakdown/)).toBeNull();
  });
});
