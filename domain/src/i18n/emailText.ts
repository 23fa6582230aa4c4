/**
 * The e-mails CaseBridge sends a claimant, in their language: the verification and password-reset codes.
 * English is the text the API has always sent, word for word. Placeholders are {name}.
 */
import type { Translation } from './signInText.ts';

export const EMAIL_TEXT = {
  'email.passwordReset.subject': {
    en: 'Your CaseBridge password reset code',
    es: 'Su código para restablecer la contraseña de CaseBridge',
  },
  'email.passwordReset.intro': {
    en: 'We received a request to reset your CaseBridge password.',
    es: 'Recibimos una solicitud para restablecer su contraseña de CaseBridge.',
  },
  'email.verify.subject': { en: 'Verify your CaseBridge account', es: 'Verifique su cuenta de CaseBridge' },
  'email.verify.intro': {
    en: 'Welcome to CaseBridge! Please verify your e-mail address.',
    es: '¡Bienvenido a CaseBridge! Verifique su dirección de correo electrónico.',
  },
  'email.code.body': {
    en:
      'Hello {name},\n\n{intro}\n\nYour verification code is {code}\nEnter it at {link}\n\n' +
      'The code is valid for {minutes} minutes. If you did not ask for it, you can ignore this e-mail.',
    es:
      'Hola, {name}:\n\n{intro}\n\nSu código de verificación es {code}\nIngréselo en {link}\n\n' +
      'El código es válido durante {minutes} minutos. Si usted no lo pidió, puede ignorar este correo.',
  },
} as const satisfies Record<string, Translation>;
