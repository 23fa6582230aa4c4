/**
 * The sign-in form's part of the claimant catalog (see catalog.ts), kept apart because the sign-in page is
 * the portal's first page and loads only this small object. English is the form's text word for word.
 */
import { PUBLIC_ACTIONS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
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
    en: MESSAGES.portalOnly,
    es: 'El personal interno inicia sesión en la consola.',
  },
  'signIn.openConsole': { en: 'Open the console', es: 'Abrir la consola' },
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
