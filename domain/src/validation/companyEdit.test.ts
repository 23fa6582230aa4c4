import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { fieldErrors } from './common.ts';
import { companyEditSchema } from './companyEdit.ts';

const location = {
  latitude: 30.27,
  longitude: -97.74,
  address: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
};
const valid = { name: 'Acme Law', taxId: '123456789', phoneNumber: '(512) 555-0100', website: 'acme.com' };

const errorsOf = (type: 'ATTORNEY' | 'FACILITY', input: unknown) => {
  const r = companyEditSchema(type).safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('companyEditSchema (professional)', () => {
  it('accepts a valid company and stores the phone as digits', () => {
    const r = companyEditSchema('ATTORNEY').parse(valid);
    expect(r.phoneNumber).toBe('5125550100');
    expect(r.name).toBe('Acme Law');
  });
  it('accepts an empty phone and optional fields as null', () => {
    const r = companyEditSchema('ATTORNEY').parse({ name: 'A', phoneNumber: '', taxId: null, website: null });
    expect(r.phoneNumber).toBeNull();
  });
  it('name is required with the spec message', () => {
    expect(errorsOf('ATTORNEY', { ...valid, name: '  ' }).name).toBe(MESSAGES.companyNameRequired);
    expect(errorsOf('ATTORNEY', { taxId: '1' }).name).toBe('The first name is required');
  });
  it('phone needs 10 digits', () => {
    expect(errorsOf('ATTORNEY', { ...valid, phoneNumber: '(512) 555-01' }).phoneNumber).toBe(
      'The phone number must contain 10 digits',
    );
    expect(errorsOf('ATTORNEY', { ...valid, phoneNumber: '(512) 555-0100 ext' }).phoneNumber).toBe(
      MESSAGES.phoneDigits,
    );
  });
  it('enforces the max lengths', () => {
    const e = errorsOf('ATTORNEY', {
      name: 'n'.repeat(61),
      taxId: '1234567890',
      website: 'w'.repeat(61),
      mission: 'm'.repeat(1501),
    });
    expect(e).toMatchObject({
      name: 'Must be at most 60 characters',
      taxId: 'Must be at most 9 characters',
      website: 'Must be at most 60 characters',
      mission: 'Must be at most 1500 characters',
    });
    expect(errorsOf('ATTORNEY', { ...valid, mission: 'm'.repeat(1500) })).toEqual({});
  });
  it('accepts http(s) websites, saves a bare domain with https:// and refuses other schemes', () => {
    expect(companyEditSchema('ATTORNEY').parse(valid).website).toBe('https://acme.com');
    const https = { ...valid, website: 'https://www.acme.com/team' };
    expect(companyEditSchema('ATTORNEY').parse(https).website).toBe('https://www.acme.com/team');
    for (const website of ["javascript:window.__xss='href'", 'data:text/html,x', 'vbscript:msgbox(1)'])
      expect(errorsOf('ATTORNEY', { ...valid, website }).website).toBe(MESSAGES.webAddressInvalid);
    expect(companyEditSchema('ATTORNEY').parse({ ...valid, website: '' }).website).toBe('');
  });
  it('does not apply the facility rules', () => {
    expect(errorsOf('ATTORNEY', valid)).toEqual({});
  });
  it('reports an address that was not picked from the suggestions', () => {
    const e = errorsOf('ATTORNEY', { ...valid, location: { ...location, latitude: undefined } });
    expect(e.location).toBe(MESSAGES.invalidAddress);
  });
});

describe('companyEditSchema (facility)', () => {
  const facility = { ...valid, location, licenseNumber: 'LIC-1' };
  it('accepts a facility with a license or an NPI', () => {
    expect(errorsOf('FACILITY', facility)).toEqual({});
    expect(errorsOf('FACILITY', { ...valid, location, npiNumber: '1234567890' })).toEqual({});
    expect(errorsOf('FACILITY', { ...valid, location, noLicenseOrNpi: true })).toEqual({});
  });
  it('requires the chosen identifier', () => {
    expect(errorsOf('FACILITY', { ...valid, location, identifierType: 'LICENSE' }).licenseNumber).toBe(
      'The Facility License is required',
    );
    expect(
      errorsOf('FACILITY', { ...valid, location, identifierType: 'NPI', licenseNumber: 'x' }).npiNumber,
    ).toBe('The NPI Number is required');
    const both = errorsOf('FACILITY', { ...valid, location });
    expect(both.licenseNumber).toBe(MESSAGES.facilityLicenseRequired);
    expect(both.npiNumber).toBe(MESSAGES.npiRequired);
  });
  it('enforces license max 15 and NPI max 10', () => {
    const e = errorsOf('FACILITY', {
      ...valid,
      location,
      licenseNumber: 'l'.repeat(16),
      npiNumber: '12345678901',
    });
    expect(e.licenseNumber).toBe('Must be at most 15 characters');
    expect(e.npiNumber).toBe('Must be at most 10 characters');
  });
  it('requires the directory address, even when other fields fail', () => {
    expect(errorsOf('FACILITY', { ...valid, licenseNumber: 'L' }).location).toBe(
      'The directory address is required.',
    );
    const e = errorsOf('FACILITY', { name: '', location: null });
    expect(e).toMatchObject({
      name: MESSAGES.companyNameRequired,
      location: MESSAGES.directoryAddressRequired,
      licenseNumber: MESSAGES.facilityLicenseRequired,
    });
  });
  it('can be described as JSON schema (OpenAPI)', () => {
    expect(() => z.toJSONSchema(companyEditSchema('FACILITY'), { io: 'input' })).not.toThrow();
  });
});

describe('companyEditSchema (addresses)', () => {
  const place = { ...location, suite: 'Suite 2' };
  it('accepts saved and new addresses with their premium wish', () => {
    const r = companyEditSchema('ATTORNEY').parse({
      ...valid,
      addresses: [
        { ...place, id: 'a1', premiumStatus: 'ACTIVE' },
        { ...location, address: '200 Main St' },
      ],
      deleteAddress: ['a2'],
      addressDirectory: true,
    });
    expect(r.addresses).toHaveLength(2);
    expect(r.addresses?.[0]?.premiumStatus).toBe('ACTIVE');
  });
  it('refuses an address repeated in the list', () => {
    const e = errorsOf('ATTORNEY', {
      ...valid,
      addresses: [place, { ...place, address: '100 congress ave.', id: 'x' }],
    });
    expect(e['addresses.1']).toBe('This address is already in your company');
    expect(e['addresses.0']).toBeUndefined();
  });
  it('refuses an address not picked from the suggestions', () => {
    const e = errorsOf('ATTORNEY', { ...valid, addresses: [{ ...place, latitude: 'x' }] });
    expect(e['addresses.0.latitude']).toBe(MESSAGES.invalidAddress);
  });
});
