import { describe, expect, it } from 'vitest';
import { FACILITY_TYPES, FACILITY_TYPE_OTHER_ID } from '../catalogs.ts';
import { MESSAGES } from '../messages.ts';
import { activationFacilitySchema, activationProfessionalSchema } from './activation.ts';
import { fieldErrors } from './common.ts';

const location = {
  latitude: 40.71,
  longitude: -74.0,
  address: '1 Main St',
  city: 'New York',
  state: 'NY',
  zipCode: '10001',
};
const facility = {
  companyName: 'Clinic',
  location,
  facilityType: FACILITY_TYPES[0]!.id,
  licenseNumber: 'LIC-1',
  billingType: 'MONTHLY',
};
const professional = {
  companyName: 'Acme',
  location,
  suite: 'Suite 4',
  billingType: 'ANNUAL',
  name: 'Ann',
  lastName: 'Lee',
  specialtyId: 'att-01',
  professionalLicenseNumber: 'PL-1',
};

const facilityErrors = (input: unknown) => {
  const r = activationFacilitySchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};
const professionalErrors = (input: unknown) => {
  const r = activationProfessionalSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('activationFacilitySchema', () => {
  it('accepts a complete facility', () => {
    const r = activationFacilitySchema.parse(facility);
    expect(r.location.country).toBe('US');
    expect(r.noLicenseOrNpi).toBe(false);
  });
  it('requires every field with "The field is required"', () => {
    const e = facilityErrors({});
    expect(e).toMatchObject({
      companyName: MESSAGES.fieldRequired,
      facilityType: MESSAGES.fieldRequired,
      billingType: MESSAGES.fieldRequired,
      location: MESSAGES.invalidAddress,
      licenseNumber: MESSAGES.facilityLicenseRequired,
      npiNumber: MESSAGES.npiRequired,
    });
    expect(e.companyName).toBe('The field is required');
  });
  it('requires a location picked from the suggestions', () => {
    const e = facilityErrors({ ...facility, location: { address: '1 Main St' } });
    expect(e.location).toBe('Please select a valid address from the maps service suggestions');
    expect(e['location.latitude']).toBe(MESSAGES.invalidAddress);
    expect(facilityErrors({ ...facility, location: { ...location, city: '' } }).location).toBe(
      MESSAGES.invalidAddress,
    );
  });
  it("facility type 'Other' needs the other text (max 50)", () => {
    const other = { ...facility, facilityType: FACILITY_TYPE_OTHER_ID };
    expect(facilityErrors(other).facilityTypeOther).toBe('The field is required');
    expect(facilityErrors({ ...other, facilityTypeOther: 'x'.repeat(51) }).facilityTypeOther).toBe(
      'Must be at most 50 characters',
    );
    expect(facilityErrors({ ...other, facilityTypeOther: 'Dental lab' })).toEqual({});
  });
  it('license or NPI unless the box is ticked', () => {
    expect(facilityErrors({ ...facility, licenseNumber: '', identifierType: 'LICENSE' }).licenseNumber).toBe(
      MESSAGES.facilityLicenseRequired,
    );
    expect(facilityErrors({ ...facility, licenseNumber: '', identifierType: 'NPI' }).npiNumber).toBe(
      MESSAGES.npiRequired,
    );
    expect(facilityErrors({ ...facility, licenseNumber: '', noLicenseOrNpi: true })).toEqual({});
    expect(facilityErrors({ ...facility, licenseNumber: 'x'.repeat(16) }).licenseNumber).toBe(
      'Must be at most 15 characters',
    );
    expect(facilityErrors({ ...facility, npiNumber: '1'.repeat(11) }).npiNumber).toBe(
      'Must be at most 10 characters',
    );
  });
  it('name and suite max 60; billing must be a billing type', () => {
    const e = facilityErrors({
      ...facility,
      companyName: 'c'.repeat(61),
      suite: 's'.repeat(61),
      billingType: 'X',
    });
    expect(e).toMatchObject({
      companyName: 'Must be at most 60 characters',
      suite: 'Must be at most 60 characters',
      billingType: MESSAGES.invalidOption,
    });
  });
});

describe('activationProfessionalSchema', () => {
  it('accepts a complete professional', () => {
    expect(professionalErrors(professional)).toEqual({});
  });
  it('requires name, last name, specialty, license and billing', () => {
    const e = professionalErrors({ companyName: 'A', location });
    expect(e).toEqual({
      name: MESSAGES.fieldRequired,
      lastName: MESSAGES.fieldRequired,
      specialtyId: MESSAGES.fieldRequired,
      professionalLicenseNumber: MESSAGES.fieldRequired,
      billingType: MESSAGES.fieldRequired,
    });
  });
  it('license max 15, names max 60', () => {
    const e = professionalErrors({
      ...professional,
      professionalLicenseNumber: 'p'.repeat(16),
      name: 'n'.repeat(61),
    });
    expect(e.professionalLicenseNumber).toBe('Must be at most 15 characters');
    expect(e.name).toBe('Must be at most 60 characters');
  });
});
