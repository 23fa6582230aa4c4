import { describe, expect, it } from 'vitest';
import { consoleNotificationPath } from './consoleTarget.ts';

const pair = (section: string, action: string, extra = 'co-1') => ({ section, action, extra });

describe('consoleNotificationPath', () => {
  it("opens a company's registry entry from each PENDING_REVIEW notification staff receive", () => {
    for (const action of ['ADD', 'ALERT_1', 'ALERT_2'] as const) {
      expect(consoleNotificationPath(pair('PENDING_REVIEW', action))).toBe('/registries/co-1/show');
    }
    expect(consoleNotificationPath(pair('PENDING_REVIEW', 'ADD', 'a b'))).toBe('/registries/a%20b/show');
  });

  it('opens the registry without a company id, and a case on its console page', () => {
    expect(consoleNotificationPath(pair('PENDING_REVIEW', 'ADD', ''))).toBe('/registries');
    expect(consoleNotificationPath(pair('CASE', 'UPDATE_CASE_STATUS', 'case-1'))).toBe('/cases/case-1/show');
  });

  it('has no screen for an unknown pair or a portal-only screen', () => {
    expect(consoleNotificationPath(pair('CASE', 'JOINED'))).toBeNull();
    expect(consoleNotificationPath(pair('TASK', 'ASSIGN'))).toBeNull();
    expect(consoleNotificationPath(pair('FILE', 'ADD', 'case-1:file-1'))).toBeNull();
  });
});
