/**
 * A notification's text in the claimant's language (issue 40 item 18). The API writes notifications in
 * English; the pairs a claimant receives are told again in Spanish from their structured fields (sender, case
 * folio), so a notification reads in the language chosen now, whenever it was written. Other pairs, and
 * English, keep the server's text.
 */
import type { NotificationAction, NotificationSection } from '../enums.ts';
import type { Notification } from '../schemas/notifications.ts';
import type { ClaimantLanguage } from './languages.ts';

type NoticeText = { message: string; description: string };

/** Spanish for each section.action a claimant receives; {sender} and {folio} are filled in. */
const SPANISH: Readonly<Partial<Record<`${NotificationSection}.${NotificationAction}`, NoticeText>>> = {
  'APPOINTMENT.ADD': {
    message: 'Cita programada',
    description: '{sender} programó una cita para el caso {folio}.',
  },
  'APPOINTMENT.COMPLETE': {
    message: 'Cita concluida',
    description: '{sender} concluyó una cita del caso {folio}.',
  },
  'APPOINTMENT.DELETE': {
    message: 'Cita cancelada',
    description: '{sender} canceló una cita del caso {folio}.',
  },
  'APPOINTMENT.ALERT_1': {
    message: 'Cita mañana',
    description: 'Hay una cita programada para mañana en el caso {folio}.',
  },
  'CASE.UPDATE_CASE_STATUS': {
    message: 'Estado del caso actualizado',
    description: '{sender} actualizó el estado de su caso {folio}.',
  },
  'CASE.VISIBLE': {
    message: 'Caso compartido con usted',
    description: 'Su caso {folio} en {sender} ahora es visible para usted.',
  },
  'FILE.ADD': {
    message: 'Nuevo documento',
    description: '{sender} compartió un documento con usted en el caso {folio}.',
  },
};

/** The notification's message and description in `language` (the server's English when none is known). */
export function noticeTextIn(
  language: ClaimantLanguage,
  notification: Pick<Notification, 'section' | 'action' | 'message' | 'description' | 'caseFolio' | 'sender'>,
): NoticeText {
  const english = { message: notification.message, description: notification.description };
  if (language === 'en') return english;
  const text = SPANISH[`${notification.section}.${notification.action}`];
  const sender = notification.sender?.name;
  const folio = notification.caseFolio;
  if (!text || (text.description.includes('{sender}') && !sender) || !folio) return english;
  return {
    message: text.message,
    description: text.description.replace('{sender}', sender ?? '').replace('{folio}', folio),
  };
}
