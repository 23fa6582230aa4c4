import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SHARE_LINK_MESSAGES } from '@casebridge/domain';
import type { CaseFileView, LegalCaseView } from '@casebridge/domain';
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

const legalCase = { id: 'ca1', folio: 'CB-2026-000001', access: 'FIRM' } as LegalCaseView;
const file = (mayCreateShareLink: boolean): CaseFileView => ({
  id: 'f1',
  caseId: 'ca1',
  name: 'notes.txt',
  type: 'text/plain',
  size: 20,
  category: 'OTHER',
  sharedWith: 'FIRM',
  uploadedBy: 'u1',
  uploaderName: 'Ann Lee',
  uploaderCompanyName: 'Lee Law',
  uploadedAt: '2026-10-01T10:00:00.000Z',
  mayManage: false,
  mayCreateShareLink,
});

function open(mayCreateShareLink: boolean) {
  session.set(testSession({ subscriptionType: 'PRO' }));
  const dataProvider = fakeDataProvider();
  Object.assign(dataProvider, {
    getOne: vi.fn(async () => ({ data: legalCase })),
    getCaseFile: vi.fn(async () => file(mayCreateShareLink)),
    listFileShareLinks: vi.fn(async () => []),
    getCaseFileAudit: vi.fn(async () => ({ data: [], total: 0 })),
    getCaseFileContent: vi.fn(async () => ({ blob: new Blob(['x']), filename: 'notes.txt' })),
  });
  renderPortal('/cases/ca1/files/f1', { dataProvider });
}

const shareButton = () =>
  screen.findByRole('button', { name: 'Create share link' }, { timeout: RENDER_TIMEOUT_MS });

describe('a file’s share link action (issue 39)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('is disabled, with why beside it and tied to it, when the server says the caller may not', async () => {
    open(false);
    const button = await shareButton();
    expect(button.hasAttribute('disabled')).toBe(true);
    const why = screen.getByText(SHARE_LINK_MESSAGES.whyDisabled);
    expect(button.getAttribute('aria-describedby')).toBe(why.id);
  });

  it('is enabled, without the explanation, when the caller may create links', async () => {
    open(true);
    const button = await shareButton();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(SHARE_LINK_MESSAGES.whyDisabled)).toBeNull();
  });
});
