/**
 * The notification panel's server calls (SPEC.md 2.3, 7 "Notifications", 8): the domain's shared hooks
 * (@casebridge/domain/client notificationQueries and notificationMarks, which the console's bell uses too) over
 * the portal's data provider. Marking read or unread is optimistic and settles by section 8's rules.
 */
import { useNotificationFeed, useNotificationMarks } from '@casebridge/domain/client';
import { useCaseBridgeDataProvider } from '../../shared/api.ts';

/** GET /notifications?page&unread, a page at a time, with what a scrolled list needs (loadMore, sentinel). */
export const useNotifications = (unread: boolean) => useNotificationFeed(useCaseBridgeDataProvider(), unread);

/** POST and DELETE /notifications/{id}/read for the panel's items, with the one under way (busyId). */
export const useNotificationReadState = () => useNotificationMarks(useCaseBridgeDataProvider());
