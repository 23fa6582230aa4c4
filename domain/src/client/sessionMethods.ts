/**
 * The caller's own server-side sessions (issue 39), listed on My Account: each one's device and last use,
 * ending one, or every other one.
 */
import { ENDPOINTS } from '@casebridge/domain';
import type { EndedSessions, MySession } from '@casebridge/domain';
import { endpointCaller } from './callEndpoint.ts';
import type { HttpClient } from './httpClient.ts';

export interface SessionMethods {
  /** GET /me/sessions: the live sessions, the most recently used first; `current` marks this one. */
  listMySessions(): Promise<MySession[]>;
  /** DELETE /me/sessions/{id}: signs that session out (204). */
  endMySession(id: string): Promise<void>;
  /** POST /me/sessions/end-others: signs every session but this one out. */
  endMyOtherSessions(): Promise<EndedSessions>;
}

export function sessionMethods(http: HttpClient): SessionMethods {
  const call = endpointCaller(http);
  return {
    listMySessions: () => call(ENDPOINTS.listMySessions),
    endMySession: (id) => call(ENDPOINTS.endMySession, { params: { id } }),
    endMyOtherSessions: () => call(ENDPOINTS.endMyOtherSessions),
  };
}
