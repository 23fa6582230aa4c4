import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@casebridge/domain';

/**
 * The sign-in form's validation (the domain's loginSchema), a module of its own: the public home page loads
 * zod with it when the form is first used, not with the page.
 */
export const loginResolver = zodResolver(loginSchema);
