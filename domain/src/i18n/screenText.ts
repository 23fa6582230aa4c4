/**
 * The claimant's screens (dashboard, their case, complete profile, the language switcher) and the field
 * messages they show, in English (the screens' text word for word, the spec's sentences from MESSAGES and
 * CLAIMANT_CASE_MESSAGES) and Spanish. Placeholders are {name}.
 */
import { MESSAGES } from '../messages.ts';
import { CLAIMANT_CASE_MESSAGES } from '../rules/claimantCases.ts';
import type { Translation } from './signInText.ts';

export const SCREEN_TEXT = {
  'claimant.tryAgain': { en: 'Try again', es: 'Intentar de nuevo' },
  'claimant.dashboard.title': { en: 'My cases', es: 'Mis casos' },
  'claimant.dashboard.loading': { en: 'Loading your cases…', es: 'Cargando sus casos…' },
  'claimant.dashboard.completeProfile': { en: 'Complete your profile', es: 'Complete su perfil' },
  'claimant.noCases': {
    en: CLAIMANT_CASE_MESSAGES.noCases,
    es: 'Todavía no tiene ningún caso con un bufete de abogados en CaseBridge.',
  },
  'claimant.noDocuments': {
    en: CLAIMANT_CASE_MESSAGES.noDocuments,
    es: 'Su bufete todavía no ha compartido ningún documento con usted en este caso.',
  },
  'claimant.noProviders': {
    en: CLAIMANT_CASE_MESSAGES.noProviders,
    es: 'Todavía no hay ningún proveedor médico en este caso.',
  },
  'claimant.profileIncomplete': {
    en: CLAIMANT_CASE_MESSAGES.profileIncomplete,
    es: 'Complete su perfil para que su bufete pueda comunicarse con usted.',
  },
  'claimant.case.heading': { en: '{type} · case {folio}', es: '{type} · caso {folio}' },
  'claimant.case.title': { en: 'Case {folio}', es: 'Caso {folio}' },
  'claimant.case.details': { en: 'Case details', es: 'Detalles del caso' },
  'claimant.case.back': { en: '← My cases', es: '← Mis casos' },
  'claimant.case.notFound': {
    en: 'This case does not exist or you do not have access to it.',
    es: 'Este caso no existe o usted no tiene acceso a él.',
  },
  'claimant.case.loading': { en: 'Loading your case…', es: 'Cargando su caso…' },
  'claimant.case.nextStep': { en: 'What happens next: ', es: 'Qué sigue: ' },
  'claimant.case.attorney': { en: 'Your attorney', es: 'Su abogado' },
  'claimant.case.firm': { en: 'Law firm', es: 'Bufete de abogados' },
  'claimant.case.accident': { en: 'Accident', es: 'Accidente' },
  'claimant.case.accidentAt': { en: '{date} in {city}, {state}', es: '{date} en {city}, {state}' },
  'claimant.case.opened': { en: 'Case opened', es: 'Caso abierto' },
  'claimant.case.updated': { en: 'Last update', es: 'Última actualización' },
  'claimant.case.statute': { en: 'Statute of limitations', es: 'Fecha límite para demandar' },
  'claimant.case.providers': { en: 'Providers working on your case', es: 'Proveedores que atienden su caso' },
  'claimant.case.documents': { en: 'Documents shared with you', es: 'Documentos compartidos con usted' },
  'claimant.documents.downloadFailed': {
    en: 'The document could not be downloaded: {message}',
    es: 'No se pudo descargar el documento: {message}',
  },
  'claimant.documents.view': { en: 'View', es: 'Ver' },
  'claimant.documents.viewNamed': { en: 'View {name}', es: 'Ver {name}' },
  'claimant.documents.download': { en: 'Download', es: 'Descargar' },
  'claimant.documents.downloadNamed': { en: 'Download {name}', es: 'Descargar {name}' },
  'claimant.documents.details': {
    en: '{category} · {size} · shared {date}',
    es: '{category} · {size} · compartido el {date}',
  },
  'claimant.documents.close': { en: 'Close', es: 'Cerrar' },
  'claimant.profile.title': { en: 'Complete your profile', es: 'Complete su perfil' },
  'claimant.profile.intro': {
    en: 'Your attorney and your providers use these details to reach you and to keep your case moving.',
    es: 'Su abogado y sus proveedores usan estos datos para comunicarse con usted y hacer avanzar su caso.',
  },
  'claimant.profile.signedInAs': { en: ' You are signed in as {email}.', es: ' Inició sesión como {email}.' },
  'claimant.profile.loading': { en: 'Loading your profile…', es: 'Cargando su perfil…' },
  'claimant.profile.saved': {
    en: MESSAGES.claimantProfileSaved,
    es: 'Su perfil está completo. ¡Bienvenido a CaseBridge!',
  },
  'claimant.profile.form': { en: 'Claimant profile', es: 'Perfil del reclamante' },
  'claimant.profile.name': { en: 'First name', es: 'Nombre' },
  'claimant.profile.lastName': { en: 'Last name', es: 'Apellido' },
  'claimant.profile.phone': { en: 'Phone', es: 'Teléfono' },
  'claimant.profile.dateOfBirth': { en: 'Date of birth', es: 'Fecha de nacimiento' },
  'claimant.profile.address': { en: 'Street address', es: 'Dirección' },
  'claimant.profile.suite': { en: 'Apartment or suite', es: 'Apartamento o suite' },
  'claimant.profile.city': { en: 'City', es: 'Ciudad' },
  'claimant.profile.state': { en: 'State', es: 'Estado' },
  'claimant.profile.zipCode': { en: 'ZIP code', es: 'Código postal' },
  'claimant.profile.save': { en: 'Save profile', es: 'Guardar perfil' },
  'claimant.profile.saving': { en: 'Saving…', es: 'Guardando…' },
  'claimant.language.saveFailed': {
    en: 'Your language could not be saved: {message}',
    es: 'No se pudo guardar su idioma: {message}',
  },
  'claimant.menu.dashboard': { en: 'Dashboard', es: 'Panel' },
  'claimant.menu.cases': { en: 'Cases', es: 'Casos' },
  'claimant.menu.myAccount': { en: 'My Account', es: 'Mi cuenta' },
  'claimant.menu.logout': { en: 'Log out', es: 'Cerrar sesión' },
  'claimant.menu.userMenu': { en: 'User menu of {name}', es: 'Menú de usuario de {name}' },
  'validation.required': { en: MESSAGES.thisFieldRequired, es: 'Este campo es obligatorio' },
  'validation.invalidOption': { en: MESSAGES.invalidOption, es: 'Elija una de las opciones' },
  'validation.phoneDigits': { en: MESSAGES.phoneDigits, es: 'El número de teléfono debe tener 10 dígitos' },
  'validation.dateOfBirthFormat': {
    en: MESSAGES.dateOfBirthFormat,
    es: 'La fecha de nacimiento debe ser una fecha real escrita MM/DD/AAAA',
  },
  'validation.dateOfBirthFuture': {
    en: MESSAGES.dateOfBirthFuture,
    es: 'La fecha de nacimiento no puede estar en el futuro',
  },
  'validation.zipRequired': { en: MESSAGES.zipRequired, es: 'El código postal es obligatorio' },
  'validation.zipInvalid': { en: MESSAGES.zipInvalid, es: 'El código postal debe tener 5 dígitos' },
  'validation.claimantLanguage': { en: MESSAGES.claimantLanguageInvalid, es: 'Elija inglés o español.' },
} as const satisfies Record<string, Translation>;
