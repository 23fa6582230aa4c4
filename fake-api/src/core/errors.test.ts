import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import { NotFoundError } from '../store/errors.ts';
import { ApiError, methodNotAllowed, toApiError, validationError } from './errors.ts';

describe('toApiError', () => {
  it('passes ApiErrors through and maps the store NotFoundError to 404 no_such_element', () => {
    const own = validationError({ name: 'x' });
    expect(toApiError(own)).toBe(own);
    expect(toApiError(new NotFoundError('companies', '9')).toBody()).toEqual({
      error: 'no_such_element',
      message: MESSAGES.notFound,
    });
  });

  it('turns anything else into a 500 that says nothing about the cause', () => {
    const error = toApiError(new Error('secret stack detail'));
    expect(error.status).toBe(500);
    expect(error.toBody()).toEqual({ error: 'internal_error', message: MESSAGES.genericError });
  });

  it('carries fields and headers', () => {
    expect(validationError({ phoneNumber: MESSAGES.phoneDigits }).toBody()).toEqual({
      error: 'validation_error',
      message: MESSAGES.invalidInput,
      fields: { phoneNumber: MESSAGES.phoneDigits },
    });
    const notAllowed = methodNotAllowed(['GET', 'PUT']);
    expect(notAllowed).toBeInstanceOf(ApiError);
    expect([notAllowed.status, notAllowed.headers]).toEqual([405, { Allow: 'GET, PUT' }]);
  });
});
