import { describe, expect, it } from 'vitest';
import { corsHeaders, parseCorsOrigins } from './cors.ts';

describe('corsHeaders', () => {
  it('sends nothing by default (same-origin)', () => {
    expect(corsHeaders(new Set(), 'https://evil.test', true)).toEqual([]);
  });

  it('echoes an allowed origin, answers its preflights and varies by origin', () => {
    const allowed = new Set(['https://app.example.com']);
    expect(corsHeaders(allowed, 'https://evil.test', true)).toEqual([['Vary', 'Origin']]);
    const answer = new Map(corsHeaders(allowed, 'https://app.example.com', false));
    expect(answer.get('Access-Control-Allow-Origin')).toBe('https://app.example.com');
    expect(answer.get('Vary')).toBe('Origin');
    expect(answer.has('Access-Control-Allow-Methods')).toBe(false);
    const preflight = new Map(corsHeaders(allowed, 'https://app.example.com', true));
    expect(preflight.get('Access-Control-Allow-Headers')).toBe('Authorization, Content-Type');
  });
});

describe('parseCorsOrigins', () => {
  it('reads a comma-separated list of origins and refuses anything else', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' https://a.test, http://localhost:5173 ')).toEqual([
      'https://a.test',
      'http://localhost:5173',
    ]);
    for (const bad of ['*', 'https://a.test/', 'a.test', 'ftp://a.test'])
      expect(() => parseCorsOrigins(bad), bad).toThrow(/CORS_ORIGINS/);
  });
});
