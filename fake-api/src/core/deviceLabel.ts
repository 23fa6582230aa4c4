/** A readable label of a session's device from its User-Agent ("Chrome on Windows"), for My Account. */
import Bowser from 'bowser';

export const UNKNOWN_DEVICE = 'Unknown device';

/** Bowser's names, shortened where the label would read long ("Microsoft Edge" → "Edge"). */
const SHORT_NAMES: Readonly<Record<string, string>> = { 'Microsoft Edge': 'Edge', 'Chrome OS': 'ChromeOS' };
const short = (name: string | undefined) => (name ? (SHORT_NAMES[name] ?? name) : undefined);

export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  // Command-line clients are not browsers to Bowser; curl is common enough to name.
  if (/^curl\//.test(userAgent)) return 'curl';
  const parsed = Bowser.parse(userAgent);
  const browser = short(parsed.browser.name);
  const system = short(parsed.os.name);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
