/**
 * A message for the next sign-in screen, when a refusal happens away from it (react-admin's requireAuth
 * signs a refused session out silently). Read with peek() while rendering, clear() once shown. It is the
 * client's signInNotice, which also carries why a session ended on the server (issue 39) and "signed out".
 */
export { signInNotice as loginNotice } from '@casebridge/domain/client';
