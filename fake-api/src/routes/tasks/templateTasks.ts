/**
 * The tasks of task templates (issue 16): when a case enters a status, its firm's templates of that status
 * (domain tasksFromTemplates) become tasks of the firm, in the status change's transaction, created and
 * notified (TASK / ASSIGN) through the task service's insertTask. Nothing is made when the firm's plan has no
 * task tools; a template whose assignee is no longer an active user of the firm is skipped.
 */
import { tasksFromTemplates } from '@casebridge/domain';
import type { LegalCase, Task } from '@casebridge/domain';
import type { Principal, Services } from '../../core/types.ts';
import { companyHasTaskTools, insertTask, isActiveMember } from './taskService.ts';

/** The most templates one status change applies (a firm keeps a handful per status). */
const MAX_TEMPLATES = 200;

export function createTemplateTasks(services: Services, caller: Principal, legalCase: LegalCase): Task[] {
  const companyId = legalCase.attorneyCompanyId;
  if (!companyHasTaskTools(services, companyId)) return [];
  const templates = services.store.collection('taskTemplates').list({
    filter: { companyId, caseStatus: legalCase.status },
    range: [0, MAX_TEMPLATES - 1],
  }).data;
  if (!templates.length) return [];
  const ownerId = services.store.collection('companies').get(companyId)?.ownerId ?? null;
  const drafts = tasksFromTemplates(templates, legalCase, services.clock.now(), ownerId);
  return drafts.flatMap(({ assigneeId, ...draft }) =>
    assigneeId && isActiveMember(services, companyId, assigneeId)
      ? [
          insertTask(services, caller, companyId, {
            title: draft.title,
            description: draft.description,
            category: draft.category,
            dueDate: draft.dueDate,
            caseId: draft.caseId,
            assigneeId,
          }),
        ]
      : [],
  );
}
