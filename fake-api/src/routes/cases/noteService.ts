/**
 * Case notes' audience (issue 39, domain rules/notes.ts): who reads each note, scoped on every list and read,
 * and the note as the API answers it. A note the caller may not read is a 404, like a case they may not see.
 */
import { canReadNote, noteReachOf, visibilityOfAudience } from '@casebridge/domain';
import type { Note, NoteView } from '@casebridge/domain';
import { notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { seeCase, userName } from './caseService.ts';
import type { SeenCase } from './caseService.ts';

/** The note with its audience and company resolved (older notes have only a visibility). */
export function noteView(services: Services, caller: Principal, note: Note, seen: SeenCase): NoteView {
  const { audience, companyId } = noteReachOf(note, seen.legalCase.attorneyCompanyId);
  return {
    id: note.id,
    caseId: note.caseId,
    authorId: note.authorId,
    authorName: userName(services, note.authorId),
    text: note.text,
    audience,
    companyId,
    visibility: visibilityOfAudience(audience),
    mine: note.authorId === caller.userId,
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
  };
}

/** Whether the caller, who sees the note's case as `seen`, may read it. */
export function mayReadNote(caller: Principal, note: Note, seen: SeenCase): boolean {
  const reach = noteReachOf(note, seen.legalCase.attorneyCompanyId);
  return canReadNote(reach, { access: seen.access, companyId: caller.companyId });
}

/** The case's notes the caller may read, as answered (404 when they may not see the case). */
export function readableNotes(services: Services, caller: Principal, caseId: string): NoteView[] {
  const seen = seeCase(services, caller, caseId);
  return services.store
    .collection('notes')
    .findBy('caseId', seen.legalCase.id)
    .filter((note) => mayReadNote(caller, note, seen))
    .map((note) => noteView(services, caller, note, seen));
}

/** The note when the caller may read it (404 otherwise) and how they see its case. */
export function seeNote(services: Services, caller: Principal, id: string): { note: Note; seen: SeenCase } {
  const note = services.store.collection('notes').get(id);
  if (!note) throw notFound();
  const seen = seeCase(services, caller, note.caseId);
  if (!mayReadNote(caller, note, seen)) throw notFound();
  return { note, seen };
}
