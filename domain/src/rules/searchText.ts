/**
 * Free-text search terms (issue 39 item 12): control characters never reach a search. SQLite's full-text
 * query parser reads a NUL as the end of its text ("unterminated string"), and no stored text holds one, so
 * every search term (the lists' `q`, the directory's searchTerm, the other searches) is cleaned here first.
 */

/** Tab, line feed, vertical tab, form feed and carriage return: they separate words, as a space does. */
const SPACING = /[\t\n\v\f\r]/g;
/** The other control characters: C0 (U+0000 to U+001F, NUL included), DEL (U+007F) and C1 (U+0080 to U+009F). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The text with tabs and line breaks as spaces and every other control character removed ('a\u0000bc' → 'abc'). */
export function cleanSearchText(text: string): string {
  return text.replace(SPACING, ' ').replace(CONTROL, '');
}

/**
 * The lower-cased words of a search (cleaned, split on white space); [] when there is none, which is no
 * search at all (a term of control characters only included).
 */
export function searchWords(text: unknown): string[] {
  if (text === null || text === undefined) return [];
  return cleanSearchText(String(text)).toLowerCase().split(/\s+/).filter(Boolean);
}
