/**
 * A message for the app's next sign-in screen, when the session ends away from it (issue 39): the server's
 * "session ended" reason, or the user's own sign-out. Kept in memory (each app is its own page, so the console
 * and the portal never see each other's); the sign-in screen reads it with peek() while rendering and clears
 * it once shown.
 */
let notice: string | null = null;

export const signInNotice = {
  set(message: string): void {
    notice = message;
  },
  peek(): string | null {
    return notice;
  },
  clear(): void {
    notice = null;
  },
};
