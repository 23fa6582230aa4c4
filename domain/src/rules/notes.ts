/**
 * Who reads a case note (issue 39): its audience, written once for the API and the portal. COMPANY notes are
 * the author's company's own; COLLABORATORS notes are read by the case's firm and its collaborators (never the
 * claimant); CLAIMANT notes are read by them and by the case's claimant too.
 */
import type { NoteVisibility } from '../enums.ts';
import type { CaseAccess } from '../schemas/cases.ts';

export const NOTE_AUDIENCES = ['COMPANY', 'COLLABORATORS', 'CLAIMANT'] as const;
export type NoteAudience = (typeof NOTE_AUDIENCES)[number];
export const NOTE_AUDIENCE_LABELS: Record<NoteAudience, string> = {
  COMPANY: 'Only my company',
  COLLABORATORS: 'The case’s collaborators',
  CLAIMANT: 'The claimant too',
};
/** What the audience means, for the composer's helper text and the list's tooltip. */
export const NOTE_AUDIENCE_HINTS: Record<NoteAudience, string> = {
  COMPANY: 'Read by your company only.',
  COLLABORATORS: 'Read by the law firm and the providers on the case, never by the claimant.',
  CLAIMANT: 'Read by the law firm, the providers on the case and the claimant.',
};

/** The audience of a note written before issue 39 (visibility INTERNAL: the firm's; SHARED: collaborators). */
export function audienceOfVisibility(visibility: NoteVisibility): NoteAudience {
  return visibility === 'INTERNAL' ? 'COMPANY' : 'COLLABORATORS';
}

/** The older two-valued visibility an audience reads as (answered beside it for older clients). */
export function visibilityOfAudience(audience: NoteAudience): NoteVisibility {
  return audience === 'COMPANY' ? 'INTERNAL' : 'SHARED';
}

/** A stored note, old or new: the fields its audience is read from. */
export interface StoredNoteReach {
  audience?: NoteAudience | null;
  companyId?: string | null;
  visibility?: NoteVisibility | null;
}

/** Who a note is for: its audience and the company it belongs to (the author's). */
export interface NoteReach {
  audience: NoteAudience;
  companyId: string | null;
}

/**
 * A stored note's reach. Notes written before issue 39 have no audience (their visibility says it) nor company:
 * an INTERNAL one could only be the firm's (`firmCompanyId`); a SHARED one is read by every collaborator anyway.
 */
export function noteReachOf(note: StoredNoteReach, firmCompanyId: string): NoteReach {
  const audience = note.audience ?? audienceOfVisibility(note.visibility ?? 'INTERNAL');
  const companyId = note.companyId ?? (audience === 'COMPANY' ? firmCompanyId : null);
  return { audience, companyId };
}

export interface NoteViewer {
  /** How the viewer relates to the note's case (caseAccessOf). */
  access: CaseAccess;
  companyId: string | null;
}

/**
 * Whether `viewer` may read the note: the claimant reads CLAIMANT notes only; the firm and the collaborators
 * read their own company's notes and the others' COLLABORATORS and CLAIMANT ones; internal staff (read-only)
 * read what is shared, never a company's own notes.
 */
export function canReadNote(note: NoteReach, viewer: NoteViewer): boolean {
  if (viewer.access === 'CLAIMANT') return note.audience === 'CLAIMANT';
  if (note.audience !== 'COMPANY') return true;
  if (viewer.access === 'INTERNAL') return false;
  return viewer.companyId !== null && note.companyId === viewer.companyId;
}

/** The audiences a relation may write a note for (none for the claimant and internal staff). */
export function writableNoteAudiences(access: CaseAccess): readonly NoteAudience[] {
  return access === 'FIRM' || access === 'COLLABORATOR' ? NOTE_AUDIENCES : [];
}

/** The audience a write asks for: `audience`, else the older `visibility`, else the author's company only. */
export function requestedNoteAudience(input: {
  audience?: NoteAudience | undefined;
  visibility?: NoteVisibility | undefined;
}): NoteAudience {
  if (input.audience) return input.audience;
  return input.visibility ? audienceOfVisibility(input.visibility) : 'COMPANY';
}
