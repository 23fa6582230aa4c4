/** Server-side sessions (issue 39): the caller's own sessions on My Account, and signing out. */
import { z } from 'zod';

/** One live session of the caller (GET /me/sessions); its refresh token's id is never shown. */
export const mySessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().describe('the last request or refresh seen (to the minute)'),
  expiresAt: z.string().describe('the absolute end of the session, whatever its use'),
  device: z.string().describe('a readable label from the user agent, e.g. "Chrome on Windows"'),
  ipAddress: z.string().optional(),
  current: z.boolean().describe('the session of the request'),
});
export type MySession = z.output<typeof mySessionSchema>;

/** GET /me/sessions: the live sessions, the most recently used first. */
export const mySessionsSchema = z.array(mySessionSchema);

/** POST /me/sessions/end-others */
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.output<typeof endedSessionsSchema>;

/** POST /users/logout: the bearer token (even expired) or this refresh token names the session to end. */
export const logoutSchema = z.object({ refreshToken: z.string().min(1).optional() });
