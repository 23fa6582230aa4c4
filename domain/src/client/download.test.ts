import { describe, expect, it } from 'vitest';
import { filenameOf, readWithProgress } from './download.ts';

describe('downloads', () => {
  it('names the file from Content-Disposition, else from the URL', () => {
    const named = new Response('x', {
      headers: { 'Content-Disposition': 'attachment; filename="users-2026-11-23.xlsx"' },
    });
    expect(filenameOf(named, '/api/reports/users?from=2026-01-01')).toBe('users-2026-11-23.xlsx');
    expect(filenameOf(new Response('x'), '/api/reports/users?from=2026-01-01')).toBe('users');
  });

  it('reports progress up to 1 and keeps every byte', async () => {
    const bytes = new Uint8Array(10_000).fill(7);
    const response = new Response(bytes, {
      headers: { 'Content-Length': String(bytes.length), 'Content-Type': 'application/x-test' },
    });
    const seen: (number | null)[] = [];
    const blob = await readWithProgress(response, (fraction) => seen.push(fraction));
    expect(blob.size).toBe(10_000);
    expect(blob.type).toBe('application/x-test');
    expect(seen[0]).toBe(0);
    expect(seen[seen.length - 1]).toBe(1);
  });
});
