/**
 * Case notes (SPEC.md 7 "Tasks and notes": POST /notes, PUT and DELETE /notes/{id}, GET /notes?query).
 * INTERNAL notes are the firm's only; SHARED ones are read by collaborators too. The firm and collaborators
 * write notes; only the author edits or deletes one. Each change is written to the case's activity.
 */
import { z } from 'zod';
import {
  CASE_ABILITIES,
  ENDPOINTS,
  newNoteInputSchema,
  noteInputSchema,
  noteSchema,
} from '@casebridge/domain';
import type { Note } from '@casebridge/domain';
import { defineRoute } from '../../core/defineRoute.ts';
import { defineListRoute } from '../../core/listRoute.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { callerOf, idParams } from '../access.ts';
import { recordActivity, seeCase, userName } from './caseService.ts';

const tags = ['notes'];

function noteView(services: Services, caller: Principal, note: Note) {
  return { ...note, authorName: userName(services, note.authorId), mine: note.authorId === caller.userId };
}

/** The note when the caller may read it (404 otherwise) and how they see its case. */
function seeNote(services: Services, caller: Principal, id: string) {
  const note = services.store.collection('notes').get(id);
  if (!note) throw notFound();
  const seen = seeCase(services, caller, note.caseId);
  if (note.visibility === 'INTERNAL' && !CASE_ABILITIES.readInternalNotes(seen.access)) throw notFound();
  return { note, seen };
}

const list = defineListRoute({
  endpoint: ENDPOINTS.listNotes,
  access: 'authenticated',
  collection: 'notes',
  resource: 'notes',
  filterFields: ['caseId', 'visibility', 'authorId'],
  sortFields: ['createdAt', 'updatedAt'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  query: z.object({
    caseId: z.string().optional().describe('the case (required, here or in filter)'),
    sort: z.string().optional(),
    range: z.string().optional(),
    filter: z.string().optional(),
    page: z.string().optional(),
    size: z.string().optional(),
  }),
  scope: (filter, ctx) => {
    const caseId = (ctx.query['caseId'] as string | undefined) ?? (filter['caseId'] as string | undefined);
    if (!caseId || typeof caseId !== 'string') throw badRequest('caseId is required');
    const seen = seeCase(ctx.services, callerOf(ctx), caseId);
    const scoped = { ...filter, caseId };
    return CASE_ABILITIES.readInternalNotes(seen.access) ? scoped : { ...scoped, visibility: 'SHARED' };
  },
  serialize: (note, services, ctx) => noteView(services, callerOf(ctx), note),
  doc: {
    summary: 'A case’s notes, newest first (collaborators and the claimant see shared notes only)',
    tags,
    response: z.array(noteSchema),
    errors: [400],
  },
});

const create = defineRoute({
  endpoint: ENDPOINTS.createNote,
  access: 'authenticated',
  body: newNoteInputSchema,
  doc: {
    summary: 'Add a note to a case (its firm or a collaborator)',
    tags,
    response: noteSchema,
    errors: [400, 403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const seen = seeCase(ctx.services, caller, ctx.body.caseId);
    if (!CASE_ABILITIES.writeNotes(seen.access)) throw forbidden();
    // A collaborator's notes are always shared with the firm (INTERNAL means the firm's own).
    const visibility = seen.access === 'FIRM' ? ctx.body.visibility : 'SHARED';
    const now = ctx.services.clock.now().toISOString();
    const note = ctx.services.store.insert('notes', {
      caseId: seen.legalCase.id,
      authorId: caller.userId,
      text: ctx.body.text,
      visibility,
      createdAt: now,
      updatedAt: now,
    });
    recordActivity(
      ctx.services,
      caller,
      note.caseId,
      'NOTE_ADDED',
      visibility === 'INTERNAL' ? 'Internal note added' : 'Note added',
    );
    return { status: 201, body: noteView(ctx.services, caller, note) };
  },
});

const update = defineRoute({
  endpoint: ENDPOINTS.updateNote,
  access: 'authenticated',
  params: idParams,
  body: noteInputSchema,
  doc: { summary: 'Edit a note (its author)', tags, response: noteSchema, errors: [400, 403] },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { note, seen } = seeNote(ctx.services, caller, ctx.params.id);
    if (note.authorId !== caller.userId) throw forbidden('Only the author can edit a note');
    const updated = ctx.services.store.update('notes', note.id, {
      text: ctx.body.text,
      visibility: seen.access === 'FIRM' ? ctx.body.visibility : 'SHARED',
      updatedAt: ctx.services.clock.now().toISOString(),
    });
    recordActivity(ctx.services, caller, note.caseId, 'NOTE_UPDATED', 'Note edited');
    return { status: 200, body: noteView(ctx.services, caller, updated) };
  },
});

const remove = defineRoute({
  endpoint: ENDPOINTS.deleteNote,
  access: 'authenticated',
  params: idParams,
  doc: { summary: 'Delete a note (its author)', tags, response: z.object({ id: z.string() }), errors: [403] },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { note } = seeNote(ctx.services, caller, ctx.params.id);
    if (note.authorId !== caller.userId) throw forbidden('Only the author can delete a note');
    ctx.services.store.remove('notes', note.id);
    recordActivity(ctx.services, caller, note.caseId, 'NOTE_DELETED', 'Note deleted');
    return { status: 200, body: { id: note.id } };
  },
});

export const noteRoutes = [list, create, update, remove];
