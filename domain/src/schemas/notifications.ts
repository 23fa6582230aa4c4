/** Notifications of the bell and the notifications page. */
import { z } from 'zod';
import { NOTIFICATION_ACTIONS, NOTIFICATION_SECTIONS } from '../enums.ts';
import { idSchema as id, isoDateSchema as date } from './common.ts';

export const notificationPartySchema = z.object({ id, name: z.string(), type: z.string() });
export type NotificationParty = z.output<typeof notificationPartySchema>;

export const notificationSchema = z.object({
  id,
  userId: id,
  read: z.boolean(),
  message: z.string(),
  description: z.string(),
  createAt: date,
  section: z.enum(NOTIFICATION_SECTIONS),
  action: z.enum(NOTIFICATION_ACTIONS),
  extra: z.string().describe('colon-separated ids'),
  caseFolio: z.string().nullable(),
  sender: notificationPartySchema.nullable(),
  receiver: notificationPartySchema.nullable(),
  company: id.nullable(),
});
export type Notification = z.output<typeof notificationSchema>;

/** GET /notifications/count/unread */
export const unreadCountSchema = z.object({ count: z.number() });

/** GET /notifications: a `?page=&size=` page (page is 0-based). */
export const notificationPageSchema = z.object({
  content: z.array(notificationSchema),
  page: z.number(),
  size: z.number(),
  totalElements: z.number(),
  totalPages: z.number(),
});
