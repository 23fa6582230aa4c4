import { notificationTarget } from '@casebridge/domain';

/**
 * The console screen a notification opens for staff, or null when the console has none. The domain's table
 * (notificationTarget, audience 'internal') names the screen as a product path; the console shows a registry
 * entry at /registries/{id}/show and a case at /cases/{id}/show (react-admin's show routes).
 */
export function consoleNotificationPath(
  notification: Parameters<typeof notificationTarget>[0],
): string | null {
  const target = notificationTarget(notification, 'internal');
  if (target === '/registries') return target;
  const entry = target && /^\/(registries|cases)\/([^/?#]+)$/.exec(target);
  return entry ? `/${entry[1]}/${entry[2]}/show` : null;
}
