/**
 * User-entered web addresses (issue 39 item 13): only http: and https: URLs with a host are stored or
 * become links, so a `javascript:`, `data:` or `vbscript:` address can never run in a page. A bare domain
 * (www.example.com) is read as https://www.example.com, on save (validation/webAddress.ts) as on display.
 */

const WEB_PROTOCOLS = new Set(['http:', 'https:']);
/** A scheme before a colon ('javascript:', 'mailto:'); a colon followed by a digit is a port (example.com:8080). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The address as it is stored: trimmed, https:// put before a bare domain; null when it is not an http(s)
 * URL with a host (any other scheme, white space or control characters inside, no dot in the host name).
 */
export function normalizeWebAddress(text: string): string | null {
  const trimmed = text.trim();
  // eslint-disable-next-line no-control-regex -- a control character or space inside is never a web address
  if (trimmed === '' || /[\s\u0000-\u001f\u007f-\u009f]/.test(trimmed)) return null;
  const candidate = SCHEME.test(trimmed) || trimmed.startsWith('//') ? trimmed : `https://${trimmed}`;
  const url = parseUrl(candidate);
  if (!url || !WEB_PROTOCOLS.has(url.protocol) || !/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return null;
  return candidate;
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The href of a stored, user-entered address: the http(s) URL (a bare domain with https://), else null, in
 * which case the address is shown as plain text. Safe for data stored before the rule (or by other means).
 */
export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const address = normalizeWebAddress(url);
  return address === null ? null : parseUrl(address)!.href;
}
