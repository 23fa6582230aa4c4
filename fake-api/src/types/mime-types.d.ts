/** The one call of mime-types (Express's own dependency) the API uses; the package ships no types. */
declare module 'mime-types' {
  /** The full Content-Type for a type or extension, with the charset its type has by default; false if unknown. */
  export function contentType(typeOrExtension: string): string | false;
}
