/**
 * Case notes (SPEC.md 7 "Tasks and notes": POST /notes, PUT and DELETE /notes/{id}, GET /notes?query).
 * Each note has an audience (issue 39, domain rules/notes.ts): the author's company only, the case's
 * collaborators (the firm and the providers on it, never the claimant), or the claimant too. Every list and
 * read is scoped by it (noteService.ts). The firm and collaborators write notes; only the author edits or
 * deletes one. Each change is written to the case's activity.
 */
import { z } from 'zod';
import {
  CASE_ABILITIES,
  ENDPOINTS,
  newNoteInputSchema,
  noteInputSchema,
  noteSchema,
  requestedNoteAudience,
} from '@casebridge/domain';
import type { NoteAudience } from '@casebridge/domain';
import { listArray } from '../../core/arrayList.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { listResponse } from '../../core/list.ts';
import { parseListQuery } from '../../core/listQuery.ts';
import { badRequest, forbidden } from '../../core/errors.ts';
import { callerOf, idParams } from '../access.ts';
import { recordActivity, seeCase } from './caseService.ts';
import { noteView, readableNotes, seeNote } from './noteService.ts';

const tags = ['notes'];
const FILTER_FIELDS = ['caseId', 'audience', 'visibility', 'authorId'];
const SORT_FIELDS = ['createdAt', 'updatedAt'];
const ADDED: Record<NoteAudience, string> = {
  COMPANY: 'Internal note added',
  COLLABORATORS: 'Note added',
  CLAIMANT: 'Note shared with the claimant added',
};

const list = defineRoute({
  endpoint: ENDPOINTS.listNotes,
  access: 'authenticated',
  query: z.object({
    caseId: z.string().optional().describe('the case (required, here or in filter)'),
    sort: z.string().optional(),
    range: z.string().optional(),
    filter: z.string().optional(),
    page: z.string().optional(),
    size: z.string().optional(),
  }),
  doc: {
    summary: 'A case’s notes the caller may read, newest first',
    description:
      'The firm and the collaborators read their own company’s notes and the others’ COLLABORATORS and ' +
      'CLAIMANT notes; the claimant reads CLAIMANT notes only. Filter on ' +
      `${FILTER_FIELDS.join(', ')}; sort by ${SORT_FIELDS.join(', ')}.`,
    tags,
    response: z.array(noteSchema),
    errors: [400],
    list: true,
  },
  handler: (ctx) => {
    const query = ctx.query as Record<string, unknown>;
    const listQuery = parseListQuery(query, {
      filterFields: FILTER_FIELDS,
      sortFields: SORT_FIELDS,
      defaultSort: { field: 'createdAt', order: 'DESC' },
    });
    const filter = listQuery.filter ?? {};
    const caseId = (query['caseId'] as string | undefined) ?? filter['caseId'];
    if (!caseId || typeof caseId !== 'string') throw badRequest('caseId is required');
    const rows = readableNotes(ctx.services, callerOf(ctx), caseId);
    const result = listArray(rows, { ...listQuery, filter: { ...filter, caseId } }, ['text']);
    return listResponse('notes', result, listQuery.range);
  },
});

const create = defineRoute({
  endpoint: ENDPOINTS.createNote,
  access: 'authenticated',
  body: newNoteInputSchema,
  doc: {
    summary: 'Add a note to a case (its firm or a collaborator), for an audience',
    description:
      'audience: COMPANY (the author’s company only; the default), COLLABORATORS or CLAIMANT. The older ' +
      '`visibility` is accepted when audience is absent: INTERNAL reads as COMPANY, SHARED as COLLABORATORS.',
    tags,
    response: noteSchema,
    errors: [400, 403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const seen = seeCase(ctx.services, caller, ctx.body.caseId);
    if (!CASE_ABILITIES.writeNotes(seen.access)) throw forbidden();
    const audience = requestedNoteAudience(ctx.body);
    const now = ctx.services.clock.now().toISOString();
    const note = ctx.services.store.insert('notes', {
      caseId: seen.legalCase.id,
      authorId: caller.userId,
      companyId: caller.companyId,
      text: ctx.body.text,
      audience,
      createdAt: now,
      updatedAt: now,
    });
    recordActivity(ctx.services, caller, note.caseId, 'NOTE_ADDED', ADDED[audience]);
    return { status: 201, body: noteView(ctx.services, caller, note, seen) };
  },
});

const update = defineRoute({
  endpoint: ENDPOINTS.updateNote,
  access: 'authenticated',
  params: idParams,
  body: noteInputSchema,
  doc: {
    summary: 'Edit a note’s text and audience (its author)',
    description: 'Without audience nor visibility, the note keeps its audience.',
    tags,
    response: noteSchema,
    errors: [400, 403],
  },
  handler: (ctx) => {
    const caller = callerOf(ctx);
    const { note, seen } = seeNote(ctx.services, caller, ctx.params.id);
    if (note.authorId !== caller.userId) throw forbidden('Only the author can edit a note');
    const kept = noteView(ctx.services, caller, note, seen);
    const asked = ctx.body.audience || ctx.body.visibility ? requestedNoteAudience(ctx.body) : kept.audience;
    const updated = ctx.services.store.update('notes', note.id, {
      text: ctx.body.text,
      audience: asked,
      companyId: kept.companyId ?? caller.companyId,
      updatedAt: ctx.services.clock.now().toISOString(),
    });
    recordActivity(ctx.services, caller, note.caseId, 'NOTE_UPDATED', 'Note edited');
    return { status: 200, body: noteView(ctx.services, caller, updated, seen) };
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
