/**
 * The screen a route shows: its path with record ids as `:id` ('/cases/ca-000047' and '/cases/<uuid>' are one
 * screen), so a run audits each screen once rather than once per record a test happens to open.
 */
const ID_SEGMENT = [
  /^[a-z]{2,4}-\d{3,}$/, // the fixtures' ids (ca-000047)
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // generated ids
  /^[^/@\s]+@[^/@\s]+$/, // an e-mail (/password-update/:email)
  /^(?=.*\d)[\w-]{20,}$/, // a token
];

export function screenOf(route: string): string {
  return route
    .split('/')
    .map((segment) => {
      const value = decodeURIComponent(segment);
      return ID_SEGMENT.some((pattern) => pattern.test(value)) ? ':id' : segment;
    })
    .join('/');
}
