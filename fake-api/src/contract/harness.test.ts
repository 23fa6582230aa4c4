/** The contract check itself can fail: an unserved call, a wrong verb, an unexpected error or a wrong shape. */
import { describe, expect, it } from 'vitest';
import { createCore } from '../core/handle.ts';
import { testServices } from '../core/testServices.ts';
import { apiRoutes } from '../routes/index.ts';
import { checkExchanges } from './harness.ts';
import type { Exchange } from './inProcessFetch.ts';

const core = createCore(testServices(), apiRoutes());
const json = 'application/json; charset=utf-8';
const time = (body: unknown): Exchange => ({
  method: 'GET',
  path: '/time',
  status: 200,
  body,
  contentType: json,
});

describe('checkExchanges', () => {
  it('passes a served call whose answer has its documented shape', () => {
    expect(() => checkExchanges(core, [time({ time: '2026-01-01T00:00:00.000Z' })])).not.toThrow();
  });

  it('fails a call no route serves, or with a verb the path does not take', () => {
    expect(() => checkExchanges(core, [{ ...time({}), path: '/tiem' }])).toThrow(/no route serves/);
    expect(() => checkExchanges(core, [{ ...time({}), method: 'POST' }])).toThrow(/no route serves/);
  });

  it('fails an answer that does not match the response schema', () => {
    expect(() => checkExchanges(core, [time({ time: 42 })])).toThrow(/does not match its response schema/);
  });

  it('fails an error answer the case did not expect, and a method that made no call', () => {
    const refused = { ...time({ error: 'conflict', message: 'no' }), status: 409 };
    expect(() => checkExchanges(core, [refused])).toThrow(/answered 409/);
    expect(() => checkExchanges(core, [refused], [409])).not.toThrow();
    expect(() => checkExchanges(core, [])).toThrow(/made no API call/);
  });
});
