/**
 * Task notifications (issue 16; NOTIFICATION_TARGETS map TASK pairs to /tasks): ASSIGN to the assignee when a
 * task is created for or handed to them, COMPLETE to its creator when it is done, DELETE to the assignee when
 * it is removed. `extra` is "{caseId}:{taskId}" ("" before the colon for a task without a case). Nobody is told
 * of their own action.
 */
import { isKnownNotificationPair } from '@casebridge/domain';
import type { Task } from '@casebridge/domain';
import type { Principal, Services } from '../../core/types.ts';
import { userName } from '../cases/caseService.ts';

export type TaskNoticeAction = 'ASSIGN' | 'COMPLETE' | 'DELETE';

function texts(sender: string, task: Task, folio: string | null): Record<TaskNoticeAction, [string, string]> {
  const onCase = folio ? ` on case ${folio}` : '';
  return {
    ASSIGN: ['New task assigned', `${sender} assigned you a task${onCase}: ${task.title}.`],
    COMPLETE: ['Task completed', `${sender} completed a task${onCase}: ${task.title}.`],
    DELETE: ['Task removed', `${sender} removed a task${onCase}: ${task.title}.`],
  };
}

export function notifyTask(
  services: Services,
  caller: Principal,
  task: Task,
  action: TaskNoticeAction,
  receiverId: string,
): void {
  if (!isKnownNotificationPair('TASK', action)) throw new Error(`No notification target for TASK:${action}`);
  const receiver = services.store.collection('users').get(receiverId);
  if (!receiver || receiver.status !== 'ACTIVE') return;
  const folio = task.caseId ? (services.store.collection('cases').get(task.caseId)?.folio ?? null) : null;
  const sender = userName(services, caller.userId);
  const [message, description] = texts(sender, task, folio)[action];
  services.store.insert('notifications', {
    userId: receiver.id,
    read: false,
    message,
    description,
    createAt: services.clock.now().toISOString(),
    section: 'TASK',
    action,
    extra: `${task.caseId ?? ''}:${task.id}`,
    caseFolio: folio,
    sender: { id: caller.userId, name: sender, type: caller.userType },
    receiver: { id: receiver.id, name: userName(services, receiver.id), type: receiver.userType },
    company: receiver.companyId,
  });
}
