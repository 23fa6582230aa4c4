import { describe, expect, it } from 'vitest';
import { normalizeWebAddress, safeHref } from './webAddress.ts';

const HOSTILE = [
  "javascript:window.__xss='href'",
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:a@b.test',
  'file:///etc/passwd',
  'ftp://example.com',
  '//evil.example',
  'https://',
  'https://localhost',
  'http://exa mple.com',
  'https://example.com/\u0000',
  '',
  '   ',
];

describe('normalizeWebAddress', () => {
  it('keeps http and https addresses as given (trimmed)', () => {
    expect(normalizeWebAddress('https://www.example.com')).toBe('https://www.example.com');
    expect(normalizeWebAddress(' http://example.com/a?b=c#d ')).toBe('http://example.com/a?b=c#d');
    expect(normalizeWebAddress('HTTPS://Example.COM')).toBe('HTTPS://Example.COM');
  });

  it('reads a bare domain (with a port or a path) as https', () => {
    expect(normalizeWebAddress('www.example.com')).toBe('https://www.example.com');
    expect(normalizeWebAddress('lee.law')).toBe('https://lee.law');
    expect(normalizeWebAddress('example.com:8080/team')).toBe('https://example.com:8080/team');
  });

  it.each(HOSTILE)('refuses %j', (text) => {
    expect(normalizeWebAddress(text)).toBeNull();
  });
});

describe('safeHref', () => {
  it('answers the http(s) URL to link to', () => {
    expect(safeHref('https://www.riverside-spine.test')).toBe('https://www.riverside-spine.test/');
    expect(safeHref('acme.test')).toBe('https://acme.test/');
  });

  it.each(HOSTILE)('answers null for %j (shown as text)', (text) => {
    expect(safeHref(text)).toBeNull();
  });

  it('answers null for no address', () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});
