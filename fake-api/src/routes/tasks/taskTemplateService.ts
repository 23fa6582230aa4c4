/**
 * Task templates per case status (issue 16). A template belongs to one company: its users read it, only its
 * owner or admins write it (403), with the plan's task tools like task writes (403 with the upgrade message);
 * anyone else gets 404. The assignee is a role (the case's responsible attorney, the company's owner) or an
 * active user of the company (400). The tasks a status change creates are in templateTasks.ts.
 */
import {
  TASK_TEMPLATE_MESSAGES,
  TASK_TEMPLATE_ROLE_LABELS,
  isTaskTemplateRole,
  mayManageTaskTemplates,
} from '@casebridge/domain';
import type { TaskTemplate, TaskTemplateInput, TaskTemplateView } from '@casebridge/domain';
import { forbidden, notFound, validationError } from '../../core/errors.ts';
import type { Principal, Services } from '../../core/types.ts';
import { userName } from '../cases/caseService.ts';
import { companyOf, isActiveMember, requireTaskTools } from './taskService.ts';

export function taskTemplateView(services: Services, template: TaskTemplate): TaskTemplateView {
  const { assignTo } = template;
  return {
    id: template.id,
    companyId: template.companyId,
    caseStatus: template.caseStatus,
    title: template.title,
    description: template.description,
    category: template.category,
    dueInDays: template.dueInDays,
    assignTo,
    assigneeName: isTaskTemplateRole(assignTo)
      ? TASK_TEMPLATE_ROLE_LABELS[assignTo]
      : userName(services, assignTo),
    createdById: template.createdById,
    createdAt: template.createdAt,
  };
}

/** The template when it is the caller's company's (404 otherwise). */
function seeTemplate(services: Services, caller: Principal, id: string): TaskTemplate {
  const template = services.store.collection('taskTemplates').get(id);
  if (!template || !caller.companyId || template.companyId !== caller.companyId) throw notFound();
  return template;
}

/** Writes: task tools (Premium), then the owner or an admin. */
function authorizeWrite(services: Services, caller: Principal, companyId: string): void {
  requireTaskTools(services, companyId);
  if (!mayManageTaskTemplates(caller.permission)) throw forbidden(TASK_TEMPLATE_MESSAGES.notAllowed);
}

function checkAssignTo(services: Services, companyId: string, assignTo: string): void {
  if (isTaskTemplateRole(assignTo) || isActiveMember(services, companyId, assignTo)) return;
  throw validationError(
    { assignTo: TASK_TEMPLATE_MESSAGES.assigneeInvalid },
    TASK_TEMPLATE_MESSAGES.assigneeInvalid,
  );
}

const fields = (input: TaskTemplateInput) => ({
  caseStatus: input.caseStatus,
  title: input.title,
  description: input.description,
  category: input.category,
  dueInDays: input.dueInDays,
  assignTo: input.assignTo,
});

export function createTaskTemplate(
  services: Services,
  caller: Principal,
  input: TaskTemplateInput,
): TaskTemplate {
  const companyId = companyOf(caller);
  authorizeWrite(services, caller, companyId);
  checkAssignTo(services, companyId, input.assignTo);
  return services.store.insert('taskTemplates', {
    ...fields(input),
    companyId,
    createdById: caller.userId,
    createdAt: services.clock.now().toISOString(),
  });
}

export function updateTaskTemplate(
  services: Services,
  caller: Principal,
  id: string,
  input: TaskTemplateInput,
): TaskTemplate {
  const template = seeTemplate(services, caller, id);
  authorizeWrite(services, caller, template.companyId);
  checkAssignTo(services, template.companyId, input.assignTo);
  return services.store.update('taskTemplates', template.id, fields(input));
}

export function deleteTaskTemplate(services: Services, caller: Principal, id: string): TaskTemplate {
  const template = seeTemplate(services, caller, id);
  authorizeWrite(services, caller, template.companyId);
  return services.store.remove('taskTemplates', template.id);
}
