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

/** The segment as typed: a malformed escape ('%E0%A4%A') is kept as it is rather than failing the audit. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function screenOf(route: string): string {
  return route
    .split('/')
    .map((segment) => (ID_SEGMENT.some((pattern) => pattern.test(decoded(segment))) ? ':id' : segment))
    .join('/');
}
