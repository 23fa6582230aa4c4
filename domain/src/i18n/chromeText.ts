/**
 * What frames every claimant screen (issue 40 item 18): the header, the notification panel, the footer and
 * My Account, in English (the screens' text word for word) and Spanish. Other users read the English.
 */
import { FOOTER_TEXT } from './footerText.ts';
import { USER_TYPE_LABELS } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import type { Translation } from './signInText.ts';

export const CHROME_TEXT = {
  'claimant.menu.directory': { en: 'Directory', es: 'Directorio' },
  'claimant.menu.tasks': { en: 'Tasks', es: 'Tareas' },
  'claimant.menu.appointments': { en: 'Appointments', es: 'Citas' },
  'chrome.header.main': { en: 'Main', es: 'Principal' },
  'chrome.header.openMenu': { en: 'Open navigation menu', es: 'Abrir el menú de navegación' },
  'chrome.header.companyLogo': { en: 'Company logo', es: 'Logotipo de la empresa' },
  'chrome.header.yourPicture': { en: 'Your picture', es: 'Su foto' },
  'chrome.bell': { en: 'Notifications', es: 'Notificaciones' },
  'chrome.bell.unread': { en: 'Notifications, {count} unread', es: 'Notificaciones, {count} sin leer' },
  'notifications.title': { en: 'Notifications', es: 'Notificaciones' },
  'notifications.show': { en: 'Show', es: 'Mostrar' },
  'notifications.all': { en: 'All', es: 'Todas' },
  'notifications.unread': { en: 'Unread', es: 'No leídas' },
  'notifications.noScreen': {
    en: 'This notification has no screen to open.',
    es: 'Esta notificación no tiene una pantalla que abrir.',
  },
  'notifications.loading': { en: 'Loading notifications', es: 'Cargando notificaciones' },
  'notifications.retry': { en: 'Retry', es: 'Reintentar' },
  'notifications.retryLabel': {
    en: 'Retry loading notifications',
    es: 'Reintentar cargar las notificaciones',
  },
  'notifications.none': { en: 'No notifications', es: 'No hay notificaciones' },
  'notifications.noneUnread': { en: 'No unread notifications', es: 'No hay notificaciones sin leer' },
  'notifications.listAll': { en: 'All notifications', es: 'Todas las notificaciones' },
  'notifications.listUnread': { en: 'Unread notifications', es: 'Notificaciones sin leer' },
  'notifications.loadMore': { en: 'Load more', es: 'Cargar más' },
  'notifications.unreadPrefix': { en: 'Unread: ', es: 'No leída: ' },
  'notifications.case': { en: 'Case {folio} · ', es: 'Caso {folio} · ' },
  'notifications.markRead': { en: 'Mark read', es: 'Marcar como leída' },
  'notifications.markUnread': { en: 'Mark unread', es: 'Marcar como no leída' },
  'notifications.markReadOf': { en: 'Mark read: {message}', es: 'Marcar como leída: {message}' },
  'notifications.markUnreadOf': { en: 'Mark unread: {message}', es: 'Marcar como no leída: {message}' },
  'day.today': { en: 'Today', es: 'Hoy' },
  'day.yesterday': { en: 'Yesterday', es: 'Ayer' },
  'day.tomorrow': { en: 'Tomorrow', es: 'Mañana' },
  ...FOOTER_TEXT,
  'account.title': { en: 'My Account', es: 'Mi cuenta' },
  'account.loading': { en: 'Loading your account', es: 'Cargando su cuenta' },
  'account.loadFailed': {
    en: 'Your account could not be loaded. Please try again.',
    es: 'No se pudo cargar su cuenta. Inténtelo de nuevo.',
  },
  'account.retry': { en: 'Retry', es: 'Reintentar' },
  'account.details': { en: 'Your details', es: 'Sus datos' },
  'account.name': { en: 'Name', es: 'Nombre' },
  'account.email': { en: 'E-mail', es: 'Correo electrónico' },
  'account.phone': { en: 'Phone', es: 'Teléfono' },
  'account.notGiven': { en: 'Not given', es: 'No indicado' },
  'account.userType': { en: 'User type', es: 'Tipo de usuario' },
  'account.userType.CLAIMANT': { en: USER_TYPE_LABELS.CLAIMANT, es: 'Reclamante' },
  'account.company': { en: 'Company', es: 'Empresa' },
  'account.changePassword': { en: 'Change password', es: 'Cambiar la contraseña' },
  'account.sessions': { en: MESSAGES.activeSessions, es: 'Sesiones activas' },
  'account.sessions.loading': { en: 'Loading your sessions', es: 'Cargando sus sesiones' },
  'account.sessions.noOthers': { en: MESSAGES.noOtherSessions, es: 'No tiene ninguna otra sesión abierta.' },
  'account.sessions.thisDevice': { en: MESSAGES.thisDevice, es: 'Este dispositivo' },
  'account.sessions.lastUsed': { en: 'Last used {when}', es: 'Último uso: {when}' },
  'account.picture': { en: 'Your picture', es: 'Su foto' },
  'account.picture.change': { en: 'Change picture', es: 'Cambiar la foto' },
  'account.picture.upload': { en: 'Upload picture', es: 'Subir una foto' },
  'account.picture.crop': { en: 'Crop your picture', es: 'Recorte su foto' },
  'account.picture.uploading': { en: 'Uploading your picture…', es: 'Subiendo su foto…' },
  'account.picture.hint': {
    en: 'PNG or JPEG up to 10 MB; drop a file here or pick one.',
    es: 'PNG o JPEG de hasta 10 MB; suelte un archivo aquí o elija uno.',
  },
} as const satisfies Record<string, Translation>;
