import { describe, expect, it } from 'vitest';
import { canReadNote, noteReachOf, requestedNoteAudience, writableNoteAudiences } from './notes.ts';

const firm = 'co-firm';
const provider = { access: 'COLLABORATOR' as const, companyId: 'co-prov' };
const other = { access: 'COLLABORATOR' as const, companyId: 'co-other' };
const firmUser = { access: 'FIRM' as const, companyId: firm };
const claimant = { access: 'CLAIMANT' as const, companyId: null };
const staff = { access: 'INTERNAL' as const, companyId: null };

describe('canReadNote', () => {
  it('keeps a COMPANY note to its own company', () => {
    const note = { audience: 'COMPANY' as const, companyId: 'co-prov' };
    expect(canReadNote(note, provider)).toBe(true);
    for (const viewer of [other, firmUser, claimant, staff]) expect(canReadNote(note, viewer)).toBe(false);
  });
  it('shares a COLLABORATORS note with the firm and the providers, never the claimant', () => {
    const note = { audience: 'COLLABORATORS' as const, companyId: firm };
    for (const viewer of [provider, other, firmUser, staff]) expect(canReadNote(note, viewer)).toBe(true);
    expect(canReadNote(note, claimant)).toBe(false);
  });
  it('shows a CLAIMANT note to the claimant too', () => {
    const note = { audience: 'CLAIMANT' as const, companyId: firm };
    for (const viewer of [provider, firmUser, claimant]) expect(canReadNote(note, viewer)).toBe(true);
  });
});

describe('older notes and inputs', () => {
  it('reads a visibility as an audience (INTERNAL: the firm’s)', () => {
    expect(noteReachOf({ visibility: 'INTERNAL' }, firm)).toEqual({ audience: 'COMPANY', companyId: firm });
    expect(noteReachOf({ visibility: 'SHARED' }, firm)).toEqual({
      audience: 'COLLABORATORS',
      companyId: null,
    });
    expect(noteReachOf({ audience: 'CLAIMANT', companyId: 'x' }, firm)).toEqual({
      audience: 'CLAIMANT',
      companyId: 'x',
    });
  });
  it('maps the older visibility input, audience first, the company by default', () => {
    expect(requestedNoteAudience({ visibility: 'SHARED' })).toBe('COLLABORATORS');
    expect(requestedNoteAudience({ visibility: 'INTERNAL' })).toBe('COMPANY');
    expect(requestedNoteAudience({ audience: 'CLAIMANT', visibility: 'INTERNAL' })).toBe('CLAIMANT');
    expect(requestedNoteAudience({})).toBe('COMPANY');
  });
  it('lets the firm and collaborators write, not the claimant nor staff', () => {
    expect(writableNoteAudiences('COLLABORATOR')).toHaveLength(3);
    expect(writableNoteAudiences('CLAIMANT')).toEqual([]);
    expect(writableNoteAudiences('INTERNAL')).toEqual([]);
  });
});
