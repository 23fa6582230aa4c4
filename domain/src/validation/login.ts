/** Sign-in form and POST /users/login body: e-mail (spec messages) and password (required). */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { emailSchema } from './common.ts';

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;
