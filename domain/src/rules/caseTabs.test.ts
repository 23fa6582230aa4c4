import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ACTIONS, NOTIFICATION_SECTIONS } from '../enums.ts';
import { CASE_TABS, caseTabFromQuery, caseTabPath, notificationCaseTab } from './caseTabs.ts';

describe('case tabs', () => {
  it('reads the tab of the URL, Overview for none or an unknown one', () => {
    expect(caseTabFromQuery('funding')).toBe('funding');
    expect(caseTabFromQuery(null)).toBe('overview');
    expect(caseTabFromQuery('')).toBe('overview');
    expect(caseTabFromQuery('constructor')).toBe('overview');
  });

  it('names the tab in the path unless it is Overview', () => {
    expect(caseTabPath('c1')).toBe('/cases/c1');
    expect(caseTabPath('c1', 'overview')).toBe('/cases/c1');
    expect(caseTabPath('a/b', 'billing')).toBe('/cases/a%2Fb?tab=billing');
  });

  it('maps each notification to the tab it is about', () => {
    expect(notificationCaseTab('FUNDING_REQUEST', 'ACCEPT')).toBe('funding');
    expect(notificationCaseTab('REFERRAL', 'REJECT_INVITE')).toBe('presentations');
    expect(notificationCaseTab('PAYMENT', 'ADD')).toBe('billing');
    expect(notificationCaseTab('REDUCTION', 'REQUEST')).toBe('billing');
    expect(notificationCaseTab('BILL', 'DELETE')).toBe('billing');
    expect(notificationCaseTab('FILE', 'REQUEST_FILE')).toBe('files');
    expect(notificationCaseTab('CASE', 'REQUEST_CASE_STATUS')).toBe('requests');
    expect(notificationCaseTab('CASE', 'UPDATE_CASE_STATUS')).toBe('overview');
    expect(notificationCaseTab('CASE', 'VISIBLE')).toBe('overview');
    expect(notificationCaseTab('APPOINTMENT', 'ALERT_1')).toBe('overview');
    expect(notificationCaseTab('NOPE', 'ADD')).toBe('overview');
  });

  it('answers a tab of the case page for every section and action', () => {
    for (const section of NOTIFICATION_SECTIONS)
      for (const action of NOTIFICATION_ACTIONS)
        expect(CASE_TABS).toContain(notificationCaseTab(section, action));
  });
});
