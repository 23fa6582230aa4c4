/** Sign-in form and POST /users/login body: e-mail (spec messages), password (required), stay signed in. */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { emailSchema } from './common.ts';

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }),
  /** External users only: the longer session limits (SESSION_LIMITS.externalStaySignedIn); false when absent. */
  staySignedIn: z.boolean().optional(),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;
