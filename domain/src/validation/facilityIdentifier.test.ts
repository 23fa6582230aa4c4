import { describe, expect, it } from 'vitest';
import { keptIdentifier } from './facilityIdentifier.ts';

describe('keptIdentifier (license or NPI, not both)', () => {
  const both = { licenseNumber: 'TX1', npiNumber: '1234567890' };
  it('a facility keeps the one it chose, else its license, and none with the box ticked', () => {
    expect(keptIdentifier('FACILITY', { ...both, identifierType: 'NPI' })).toEqual({
      licenseNumber: null,
      npiNumber: '1234567890',
    });
    expect(keptIdentifier('FACILITY', both)).toEqual({ licenseNumber: 'TX1', npiNumber: null });
    expect(keptIdentifier('FACILITY', { npiNumber: '1234567890' })).toEqual({
      licenseNumber: null,
      npiNumber: '1234567890',
    });
    expect(keptIdentifier('FACILITY', { ...both, noLicenseOrNpi: true })).toEqual({
      licenseNumber: null,
      npiNumber: null,
    });
  });
  it('attorneys and providers keep no company NPI; nothing sent leaves them alone', () => {
    expect(keptIdentifier('HEALTH_PROVIDER', both)).toEqual({ licenseNumber: 'TX1', npiNumber: null });
    expect(keptIdentifier('FACILITY', { noLicenseOrNpi: false })).toBeNull();
  });
});
