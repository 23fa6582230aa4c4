import { describe, expect, it } from 'vitest';
import {
  CASE_FILE_ABILITIES,
  CASE_FILE_ACCEPT,
  CASE_FILE_MAX_BYTES,
  CASE_FILE_MESSAGES,
  caseFileProblem,
  caseFileTypeOf,
  formatFileSize,
  isShareLinkActive,
  isInlineFileType,
  renamedFileName,
  sharedFilePath,
  shareLinkExpiry,
  uploadSharing,
  visibleFileSharing,
} from './caseFiles.ts';

describe('case file types', () => {
  it('accepts the allow-list by extension, whatever the case, when the declared type agrees', () => {
    expect(caseFileTypeOf({ name: 'MRI.PDF', type: 'application/pdf' })?.mime).toBe('application/pdf');
    expect(caseFileTypeOf({ name: 'scene.jpeg', type: 'image/jpg' })?.mime).toBe('image/jpeg');
    expect(caseFileTypeOf({ name: 'bill.csv', type: 'application/vnd.ms-excel' })?.mime).toBe('text/csv');
    expect(caseFileTypeOf({ name: 'notes.txt', type: '' })?.mime).toBe('text/plain');
    expect(caseFileTypeOf({ name: 'wages.xlsx', type: 'application/octet-stream' })?.label).toBe(
      'Excel workbook',
    );
  });

  it('refuses other extensions, no extension, and a declared type that contradicts the name', () => {
    expect(caseFileTypeOf({ name: 'page.html', type: 'text/html' })).toBeUndefined();
    expect(caseFileTypeOf({ name: 'run.exe', type: '' })).toBeUndefined();
    expect(caseFileTypeOf({ name: 'pdf', type: 'application/pdf' })).toBeUndefined();
    expect(caseFileTypeOf({ name: '.pdf', type: '' })).toBeUndefined();
    expect(caseFileTypeOf({ name: 'x.png', type: 'text/html' })).toBeUndefined();
    expect(caseFileTypeOf({ name: 'x.xlsx', type: 'application/vnd.ms-excel' })).toBeUndefined();
  });

  it('explains what is wrong: type first, then size, then an empty file', () => {
    expect(caseFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(caseFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe(
      CASE_FILE_MESSAGES.typeNotAllowed,
    );
    expect(caseFileProblem({ name: 'a.pdf', type: '', size: CASE_FILE_MAX_BYTES + 1 })).toBe(
      'The file must weigh less than 25 MB',
    );
    expect(caseFileProblem({ name: 'a.pdf', type: '', size: CASE_FILE_MAX_BYTES })).toBeNull();
    expect(caseFileProblem({ name: 'a.pdf', type: '', size: 0 })).toBe(CASE_FILE_MESSAGES.empty);
  });

  it('shows only images and PDFs inline, and lists every extension for the picker', () => {
    expect(isInlineFileType('application/pdf')).toBe(true);
    expect(isInlineFileType('image/webp')).toBe(true);
    expect(isInlineFileType('text/plain')).toBe(false);
    expect(isInlineFileType('text/html')).toBe(false);
    expect(CASE_FILE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.jpeg', '.docx', '.csv']));
  });

  it('keeps an extension of the file’s type on a rename', () => {
    expect(renamedFileName(' Police report ', 'application/pdf')).toBe('Police report.pdf');
    expect(renamedFileName('scan.PDF', 'application/pdf')).toBe('scan.PDF');
    expect(renamedFileName('scan.png', 'application/pdf')).toBe('scan.png.pdf');
  });
});

describe('who does what with case files', () => {
  it('shows the firm every file, collaborators and the claimant what is shared with them, staff none', () => {
    expect(visibleFileSharing('FIRM')).toEqual(['FIRM', 'COLLABORATORS', 'CLAIMANT', 'EVERYONE']);
    expect(visibleFileSharing('COLLABORATOR')).toEqual(['COLLABORATORS', 'EVERYONE']);
    expect(visibleFileSharing('CLAIMANT')).toEqual(['CLAIMANT', 'EVERYONE']);
    expect(visibleFileSharing('INTERNAL')).toBeNull();
  });

  it('lets the claimant read the files shared with them and do nothing else', () => {
    expect(CASE_FILE_ABILITIES.read('CLAIMANT')).toBe(true);
    expect(CASE_FILE_ABILITIES.upload('CLAIMANT')).toBe(false);
    expect(CASE_FILE_ABILITIES.manage({ access: 'CLAIMANT', userId: 'u1' }, { uploadedBy: 'u1' })).toBe(
      false,
    );
    expect(CASE_FILE_ABILITIES.share('CLAIMANT')).toBe(false);
    expect(CASE_FILE_ABILITIES.readAudit('CLAIMANT')).toBe(false);
    expect(CASE_FILE_ABILITIES.request('CLAIMANT')).toBe(false);
  });

  it('lets the firm or the uploader manage a file; sharing, links and the audit are the firm’s', () => {
    const file = { uploadedBy: 'u2' };
    expect(CASE_FILE_ABILITIES.manage({ access: 'FIRM', userId: 'u1' }, file)).toBe(true);
    expect(CASE_FILE_ABILITIES.manage({ access: 'COLLABORATOR', userId: 'u2' }, file)).toBe(true);
    expect(CASE_FILE_ABILITIES.manage({ access: 'COLLABORATOR', userId: 'u3' }, file)).toBe(false);
    expect(CASE_FILE_ABILITIES.share('COLLABORATOR')).toBe(false);
    expect(CASE_FILE_ABILITIES.readAudit('FIRM')).toBe(true);
    expect(CASE_FILE_ABILITIES.upload('CLAIMANT')).toBe(false);
    expect(uploadSharing('FIRM', undefined)).toBe('FIRM');
    expect(uploadSharing('FIRM', 'COLLABORATORS')).toBe('COLLABORATORS');
    expect(uploadSharing('COLLABORATOR', 'FIRM')).toBe('COLLABORATORS');
  });
});

describe('share links and sizes', () => {
  it('expires a link 7 days after it was made and opens it at /file/case/{token}', () => {
    expect(shareLinkExpiry(new Date('2026-11-01T12:00:00Z')).toISOString()).toBe('2026-11-08T12:00:00.000Z');
    expect(sharedFilePath('a-b_c')).toBe('/file/case/a-b_c');
  });

  it('counts a link active until its expiry (a revoked link expired when it was revoked)', () => {
    const link = { expiresAt: '2026-11-08T12:00:00.000Z' };
    expect(isShareLinkActive(link, new Date('2026-11-08T11:59:59Z'))).toBe(true);
    expect(isShareLinkActive(link, new Date('2026-11-08T12:00:00Z'))).toBe(false);
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(830 * 1024)).toBe('830 KB');
    expect(formatFileSize(1.24 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });
});
