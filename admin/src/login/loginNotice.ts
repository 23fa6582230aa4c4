/**
 * A message for the next sign-in screen, when a refusal happens away from it (react-admin's requireAuth
 * signs a refused session out silently). Read with peek() while rendering, clear() once shown.
 */
let notice: string | null = null;

export const loginNotice = {
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
