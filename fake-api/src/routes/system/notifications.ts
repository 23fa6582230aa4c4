/** The caller's notifications. */
import { z } from 'zod';
import {
  MESSAGES,
  ENDPOINTS,
  notificationSchema,
  notificationPageSchema,
  unreadCountSchema,
} from '@casebridge/domain';
import type { Notification } from '@casebridge/domain';
import { getOr404 } from '../../core/records.ts';
import { defineRoute } from '../../core/defineRoute.ts';
import { conflict } from '../../core/errors.ts';
import { DEFAULT_PAGE_SIZE, LIST_RANGE_CAP } from '../../core/listQuery.ts';
import type { Services } from '../../core/types.ts';
import { callerOf, idParams } from '../access.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0).describe('0-based page'),
  size: z.coerce.number().int().min(1).max(LIST_RANGE_CAP).default(DEFAULT_PAGE_SIZE),
  unread: z.stringbool().default(false).describe('true: unread only'),
});

/** Someone else's notification is as missing as a deleted one. */
function ownNotification(services: Services, userId: string, id: string): Notification {
  return getOr404(services, 'notifications', id, {
    visible: (notification) => notification.userId === userId,
  });
}

const list = defineRoute({
  endpoint: ENDPOINTS.getNotifications,
  access: 'authenticated',
  query: pageQuery,
  doc: {
    summary: "The caller's notifications, newest first",
    tags: ['notifications'],
    response: notificationPageSchema,
  },
  handler: (ctx) => {
    const { page, size, unread } = ctx.query;
    const filter = { userId: callerOf(ctx).userId, ...(unread ? { read: false } : {}) };
    const result = ctx.services.store.collection('notifications').list({
      filter,
      sort: { field: 'createAt', order: 'DESC' },
      range: [page * size, page * size + size - 1],
    });
    const body = {
      content: result.data,
      page,
      size,
      totalElements: result.total,
      totalPages: Math.ceil(result.total / size),
    };
    return { status: 200, body };
  },
});

const unreadCount = defineRoute({
  endpoint: ENDPOINTS.getUnreadNotificationCount,
  access: 'authenticated',
  doc: {
    summary: "How many of the caller's notifications are unread",
    tags: ['notifications'],
    response: unreadCountSchema,
  },
  handler: (ctx) => {
    const count = ctx.services.store
      .collection('notifications')
      .count({ userId: callerOf(ctx).userId, read: false });
    return { status: 200, body: { count } };
  },
});

const markRead = defineRoute({
  endpoint: ENDPOINTS.markNotificationRead,
  access: 'authenticated',
  params: idParams,
  doc: { summary: 'Mark a notification read', tags: ['notifications'], response: notificationSchema },
  handler: (ctx) => {
    const notification = ownNotification(ctx.services, callerOf(ctx).userId, ctx.params.id);
    const updated = ctx.services.store.update('notifications', notification.id, { read: true });
    return { status: 200, body: updated };
  },
});

const markUnread = defineRoute({
  endpoint: ENDPOINTS.markNotificationUnread,
  access: 'authenticated',
  params: idParams,
  doc: {
    summary: 'Mark a read notification unread (409 when it is not read)',
    tags: ['notifications'],
    response: notificationSchema,
    errors: [409],
  },
  handler: (ctx) => {
    const notification = ownNotification(ctx.services, callerOf(ctx).userId, ctx.params.id);
    if (!notification.read) throw conflict(MESSAGES.notificationNotRead);
    const updated = ctx.services.store.update('notifications', notification.id, { read: false });
    return { status: 200, body: updated };
  },
});

export const notificationRoutes = [list, unreadCount, markRead, markUnread];
