import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import { ApiError } from './errors.ts';
import { findOr404, getOr404 } from './records.ts';
import { testServices } from './testServices.ts';

const services = testServices();
const status = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? [error.status, error.code, error.message] : error;
  }
  return 'no error';
};

describe('getOr404 / findOr404', () => {
  it('answers the record when it exists and is visible', () => {
    expect(getOr404(services, 'users', 'u1').email).toBe('owner@example.com');
    expect(findOr404(services, 'companies', 'ownerId', 'u1').id).toBe('c1');
  });

  it('answers 404 no_such_element for a missing record or one the caller may not see', () => {
    expect(status(() => getOr404(services, 'users', 'nope'))).toEqual([
      404,
      'no_such_element',
      MESSAGES.notFound,
    ]);
    const hidden = () => getOr404(services, 'users', 'u1', { visible: (user) => user.companyId === 'c2' });
    expect(status(hidden)).toEqual([404, 'no_such_element', MESSAGES.notFound]);
    const named = () =>
      findOr404(services, 'companies', 'ownerId', 'u9', { message: MESSAGES.notInternalUser });
    expect(status(named)).toEqual([404, 'no_such_element', MESSAGES.notInternalUser]);
  });
});
