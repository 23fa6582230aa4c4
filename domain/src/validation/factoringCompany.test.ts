import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { fieldErrors } from './common.ts';
import { factoringCompanySchema } from './factoringCompany.ts';

const valid = {
  name: 'Harbor Funding',
  email: 'hello@harbor.test',
  services: ['ADVANCES'],
  stateCodes: ['TX', 'FL'],
  requestTypes: ['ADVANCE'],
  minRequestAmount: 500,
  maxRequestAmount: 50_000,
};

describe('factoringCompanySchema', () => {
  it('accepts arrays as JSON text, comma lists or arrays, and amounts as text (multipart)', () => {
    const parsed = factoringCompanySchema.parse({
      ...valid,
      services: '["ADVANCES","OTHER"]',
      stateCodes: 'TX,FL',
      minRequestAmount: '500',
      maxRequestAmount: '50000',
      phoneNumber: '(555) 123-4567',
    });
    expect(parsed).toMatchObject({
      services: ['ADVANCES', 'OTHER'],
      stateCodes: ['TX', 'FL'],
      minRequestAmount: 500,
      phoneNumber: '5551234567',
    });
  });

  it('takes an http(s) website only (a bare domain is saved with https://)', () => {
    expect(factoringCompanySchema.parse({ ...valid, website: 'harbor.test' }).website).toBe(
      'https://harbor.test',
    );
    const errors = (website: string) => {
      const r = factoringCompanySchema.safeParse({ ...valid, website });
      return r.success ? {} : fieldErrors(r.error);
    };
    expect(errors('javascript:alert(1)').website).toBe(MESSAGES.webAddressInvalid);
    expect(errors('https://www.harbor.test')).toEqual({});
  });

  it('needs a service, a state and a request type, known values and max >= min', () => {
    const result = factoringCompanySchema.safeParse({
      ...valid,
      services: [],
      stateCodes: ['ZZ'],
      requestTypes: '',
      maxRequestAmount: 100,
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toMatchObject({
      services: MESSAGES.selectAtLeastOne,
      stateCodes: MESSAGES.invalidOption,
      requestTypes: MESSAGES.selectAtLeastOne,
    });
    const range = factoringCompanySchema.safeParse({ ...valid, maxRequestAmount: 100 });
    expect(fieldErrors(range.error!).maxRequestAmount).toBe(MESSAGES.factoringAmountRange);
  });
});
