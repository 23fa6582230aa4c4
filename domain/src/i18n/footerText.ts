/**
 * The footer's text (issue 40 item 18), kept apart from the rest of the chrome (chromeText.ts) because the
 * footer is on the portal's first page, which loads only small text objects (see signInText.ts).
 */
import type { Translation } from './signInText.ts';

export const FOOTER_TEXT = {
  'footer.tagline': {
    en: 'Personal-injury cases, connected: attorneys, providers, facilities, funding partners and claimants.',
    es: 'Casos de lesiones personales, conectados: abogados, proveedores, centros médicos, financiadores y reclamantes.',
  },
  'footer.product': { en: 'Product', es: 'Producto' },
  'footer.account': { en: 'Account', es: 'Cuenta' },
  'footer.resetPassword': { en: 'Reset password', es: 'Restablecer la contraseña' },
  'footer.support': { en: 'Support', es: 'Soporte' },
  'footer.rights': {
    en: '© {year} CaseBridge. All rights reserved.',
    es: '© {year} CaseBridge. Todos los derechos reservados.',
  },
} as const satisfies Readonly<Record<string, Translation>>;

export type FooterTextKey = keyof typeof FOOTER_TEXT;
