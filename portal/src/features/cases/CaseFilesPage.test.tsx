import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { CASE_FILE_MESSAGES } from '@casebridge/domain';
import type { CaseFileView, LegalCaseView } from '@casebridge/domain';
import { session } from '@casebridge/domain/client';
import type { UploadProgressListener } from '@casebridge/domain/client';
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

const legalCase = { id: 'ca1', folio: 'CB-2026-000001', access: 'FIRM' } as LegalCaseView;
const stored = (name: string): CaseFileView => ({
  id: `f-${name}`,
  caseId: 'ca1',
  name,
  type: 'application/pdf',
  size: 2048,
  category: 'POLICE_REPORT',
  sharedWith: 'FIRM',
  uploadedBy: 'u1',
  uploaderName: 'Ann Lee',
  uploaderCompanyName: 'Lee Law',
  uploadedAt: '2026-10-01T10:00:00.000Z',
  mayManage: true,
  mayCreateShareLink: true,
});

/** Each upload reports half its bytes sent, then waits until the test lets it finish. */
function provider() {
  const finishers: (() => void)[] = [];
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getOne: vi.fn(async () => ({ data: legalCase })),
    getCaseFiles: vi.fn(async () => ({ data: [stored('police-report.pdf')], total: 1 })),
    uploadCaseFiles: vi.fn(
      (
        _id: string,
        files: File[],
        _fields: unknown,
        { onProgress }: { onProgress: UploadProgressListener },
      ) =>
        new Promise((resolve) => {
          onProgress(50, 100);
          finishers.push(() => (onProgress(100, 100), resolve([stored(files[0]!.name)])));
        }),
    ),
  });
  return { dataProvider, finishers };
}

const bar = (name: string) => screen.getByRole('progressbar', { name: `Upload of ${name}` });

describe('case files page', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('lists the files and uploads each chosen file in its own request, each bar following its own progress', async () => {
    session.set(testSession({ subscriptionType: 'PRO' }));
    const { dataProvider, finishers } = provider();
    renderPortal('/cases/ca1/files', { dataProvider });
    expect(await screen.findByRole('heading', { name: 'Files of case CB-2026-000001' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Files' });
    expect(within(table).getByRole('link', { name: 'police-report.pdf' }).getAttribute('href')).toBe(
      '/cases/ca1/files/f-police-report.pdf',
    );
    expect(within(table).getByText('Ann Lee (Lee Law)')).toBeTruthy();

    const picker = screen.getByLabelText('Choose files to upload');
    fireEvent.change(picker, {
      target: {
        files: [
          new File(['%PDF-1.4'], 'mri.pdf', { type: 'application/pdf' }),
          new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
          new File(['a,b'], 'bill.csv', { type: 'text/csv' }),
        ],
      },
    });
    expect(await screen.findByText(`Not uploaded: ${CASE_FILE_MESSAGES.typeNotAllowed}`)).toBeTruthy();
    await waitFor(() => expect(bar('mri.pdf').getAttribute('aria-valuenow')).toBe('50'));
    expect(bar('bill.csv').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Waiting')).toBeTruthy();

    act(() => finishers.shift()!());
    await waitFor(() => expect(bar('bill.csv').getAttribute('aria-valuenow')).toBe('50'));
    expect(bar('mri.pdf').getAttribute('aria-valuenow')).toBe('100');
    act(() => finishers.shift()!());
    await waitFor(() => expect(screen.getAllByText('Uploaded', { exact: true })).toHaveLength(2));
    expect(dataProvider.uploadCaseFiles).toHaveBeenCalledTimes(2);
    expect(
      vi.mocked(dataProvider.uploadCaseFiles).mock.calls.map(([, files, fields]) => [files[0]!.name, fields]),
    ).toEqual([
      ['mri.pdf', { category: 'OTHER', sharedWith: 'FIRM' }],
      ['bill.csv', { category: 'OTHER', sharedWith: 'FIRM' }],
    ]);
  });

  it('shows the server’s reason for a refused file, not the generic sentence (issue 40 item 36)', async () => {
    session.set(testSession({ subscriptionType: 'PRO' }));
    const { dataProvider } = provider();
    const reason = `scan.pdf: ${CASE_FILE_MESSAGES.contentMismatch}`;
    dataProvider.uploadCaseFiles = vi.fn(async () => {
      throw new HttpError('Some fields are invalid.', 400, {
        error: 'validation',
        message: 'Some fields are invalid.',
        fields: { files: reason },
      });
    });
    renderPortal('/cases/ca1/files', { dataProvider });
    const picker = await screen.findByLabelText('Choose files to upload');
    fireEvent.change(picker, {
      target: { files: [new File(['MZ fake'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(reason, { exact: false })).toBeTruthy();
    expect(screen.queryByText(/Some fields are invalid/)).toBeNull();
  });

  it('shows the public view’s message for an expired link, and for an unknown kind of link without asking', async () => {
    const dataProvider = fakeDataProvider();
    Object.assign(dataProvider, {
      getSharedFile: vi.fn(async () => {
        throw new HttpError(CASE_FILE_MESSAGES.shareLinkExpired, 410, {
          error: 'expired',
          message: CASE_FILE_MESSAGES.shareLinkExpired,
        });
      }),
    });
    renderPortal('/file/case/abc', { dataProvider });
    expect(await screen.findByText(CASE_FILE_MESSAGES.shareLinkExpired)).toBeTruthy();
    expect(dataProvider.getSharedFile).toHaveBeenCalledWith('abc');
    cleanup();
    renderPortal('/file/other/abc', { dataProvider });
    expect(await screen.findByText(CASE_FILE_MESSAGES.shareLinkUnknown)).toBeTruthy();
    expect(dataProvider.getSharedFile).toHaveBeenCalledTimes(1);
  });
});
