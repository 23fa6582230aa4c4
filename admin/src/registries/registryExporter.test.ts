import { describe, expect, it } from 'vitest';
import { makeRegistryEntry } from '../test/records.ts';
import { registryCsvRow } from './registryExporter.ts';

describe('registryCsvRow', () => {
  it('exports the labels the console shows, a trial end only while trialing', () => {
    expect(registryCsvRow(makeRegistryEntry())).toMatchObject({
      Company: 'Acme Injury Law',
      Type: 'Attorney',
      Plan: 'Premium',
      Billing: 'Annual',
      Subscription: 'Trialing',
      'Trial end': '2026-12-01',
      'Sales representative': 'Sam Rep',
    });
    expect(registryCsvRow(makeRegistryEntry({ trialing: false }))['Trial end']).toBe('');
  });
});
