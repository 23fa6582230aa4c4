/**
 * The sign-in form's part of the claimant catalog (see catalog.ts), kept apart because the sign-in page is
 * the portal's first page and loads only this small object. English is the form's text word for word.
 */
import { PUBLIC_ACTIONS } from '../constants.ts';
import { COMMON_MESSAGES } from '../messages/common.ts';
import { SESSION_MESSAGES } from '../messages/session.ts';
import { VALIDATION_MESSAGES } from '../messages/validation.ts';
import type { ClaimantLanguage } from './languages.ts';

export type Translation = Readonly<Record<ClaimantLanguage, string>>;

export const SIGN_IN_TEXT = {
  'signIn.title': { en: 'Sign in', es: 'Iniciar sesión' },
  'signIn.email': { en: 'E-mail', es: 'Correo electrónico' },
  'signIn.password': { en: 'Password', es: 'Contraseña' },
  'signIn.submit': { en: PUBLIC_ACTIONS.logIn.label, es: 'Entrar' },
  'signIn.submitting': { en: 'Signing in…', es: 'Iniciando sesión…' },
  'signIn.verifyEmail': { en: 'Verify your e-mail', es: 'Verifique su correo electrónico' },
  'signIn.forgotPassword': { en: 'Forgot your password?', es: '¿Olvidó su contraseña?' },
  'signIn.noAccount': { en: 'No account yet?', es: '¿Todavía no tiene una cuenta?' },
  'signIn.signUp': { en: PUBLIC_ACTIONS.signUp.label, es: 'Registrarse' },
  'signIn.portalOnly': {
    en: SESSION_MESSAGES.portalOnly,
    es: 'El personal interno inicia sesión en la consola.',
  },
  'signIn.openConsole': { en: 'Open the console', es: 'Abrir la consola' },
  'signIn.emailRequired': {
    en: VALIDATION_MESSAGES.emailRequired,
    es: 'El correo electrónico es obligatorio',
  },
  'signIn.passwordRequired': { en: VALIDATION_MESSAGES.passwordRequired, es: 'La contraseña es obligatoria' },
  'signIn.invalidCredentials': {
    en: SESSION_MESSAGES.invalidCredentials,
    es: 'El correo electrónico o la contraseña no son correctos.',
  },
  'signIn.accountNotVerified': {
    en: SESSION_MESSAGES.accountNotVerified,
    es: 'Su cuenta todavía no está verificada. Busque el código de verificación en su correo electrónico.',
  },
  'signIn.genericError': { en: COMMON_MESSAGES.genericError, es: 'Ocurrió un error. Inténtelo de nuevo.' },
  // Issue 39: the longer session, and why the last one ended (the server's message, shown on this form).
  'signIn.staySignedIn': { en: SESSION_MESSAGES.staySignedIn, es: 'Mantener la sesión iniciada' },
  'signIn.signedOut': { en: SESSION_MESSAGES.signedOut, es: 'Ha cerrado la sesión.' },
  'signIn.sessionExpired': {
    en: SESSION_MESSAGES.sessionExpired,
    es: 'Su sesión ha expirado. Vuelva a iniciar sesión.',
  },
  'signIn.sessionEndedLifetime': {
    en: SESSION_MESSAGES.sessionEndedLifetime,
    es: 'Su sesión llegó a su tiempo límite. Vuelva a iniciar sesión.',
  },
  'signIn.sessionEndedRevoked': {
    en: SESSION_MESSAGES.sessionEndedRevoked,
    es: 'Esta sesión se cerró desde otro dispositivo. Vuelva a iniciar sesión.',
  },
  'signIn.sessionEndedReused': {
    en: SESSION_MESSAGES.sessionEndedReused,
    es: 'Por su seguridad, esta sesión se cerró porque su inicio de sesión se usó desde otro lugar. Vuelva a iniciar sesión.',
  },
  'signIn.sessionEndedPassword': {
    en: SESSION_MESSAGES.sessionEndedPassword,
    es: 'Su contraseña cambió, así que esta sesión se cerró. Vuelva a iniciar sesión.',
  },
  'language.label': { en: 'Language', es: 'Idioma' },
} as const satisfies Record<string, Translation>;

export type SignInTextKey = keyof typeof SIGN_IN_TEXT;

/** A catalog entry's text in `language`, its {placeholders} filled from `values`. */
export function textIn<K extends string>(
  catalog: Readonly<Record<K, Translation>>,
  language: ClaimantLanguage,
  key: K,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return catalog[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** `english` (a message the domain or the API gives in English) in `language` when `catalog` has it. */
export function messageIn(
  catalog: Readonly<Record<string, Translation>>,
  language: ClaimantLanguage,
  english: string,
): string {
  if (language === 'en') return english;
  for (const entry of Object.values(catalog)) if (entry.en === english) return entry[language];
  return english;
}
