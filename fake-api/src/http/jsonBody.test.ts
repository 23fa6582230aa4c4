import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@casebridge/domain';
import { isPlainJsonBody, parseJsonText } from './jsonBody.ts';
import { transportError } from './transportErrors.ts';

describe('isPlainJsonBody', () => {
  const json = { 'content-type': 'application/json', 'content-length': '12' };

  it('takes JSON in UTF-8 with its length given', () => {
    expect(isPlainJsonBody(json)).toBe(true);
    expect(isPlainJsonBody({ ...json, 'content-type': 'Application/JSON; charset=UTF-8' })).toBe(true);
    expect(isPlainJsonBody({ ...json, 'content-type': 'application/json;charset="utf-8"' })).toBe(true);
    expect(isPlainJsonBody({ ...json, 'content-encoding': 'identity' })).toBe(true);
  });

  it('leaves to Express any other type, charset, encoding, or a body without a length', () => {
    expect(isPlainJsonBody({ ...json, 'content-type': 'text/plain' })).toBe(false);
    expect(isPlainJsonBody({ ...json, 'content-type': 'application/json; charset=utf-16' })).toBe(false);
    expect(isPlainJsonBody({ ...json, 'content-type': 'application/json; charset=utf-8; v=1' })).toBe(false);
    expect(isPlainJsonBody({ ...json, 'content-type': 'multipart/form-data; boundary=x' })).toBe(false);
    expect(isPlainJsonBody({ 'content-length': '12' })).toBe(false);
    expect(isPlainJsonBody({ ...json, 'content-encoding': 'gzip' })).toBe(false);
    expect(isPlainJsonBody({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' })).toBe(
      false,
    );
    expect(isPlainJsonBody({ ...json, 'content-length': '-1' })).toBe(false);
  });
});

describe('parseJsonText', () => {
  const refusal = (text: string) => {
    try {
      parseJsonText(text);
    } catch (error) {
      return transportError(error).toBody();
    }
    return null;
  };

  it('parses objects and arrays, an empty body as {}, past a byte order mark', () => {
    expect(parseJsonText(' {"a": [1, true]}\n')).toEqual({ a: [1, true] });
    expect(parseJsonText('[1]')).toEqual([1]);
    expect(parseJsonText('')).toEqual({});
    expect(parseJsonText('\ufeff{"a": 1}')).toEqual({ a: 1 });
  });

  it('refuses malformed JSON and a top level other than an object or array, as express.json does', () => {
    const malformed = { error: 'bad_request', message: MESSAGES.malformedJson };
    expect(refusal('{"a": ')).toEqual(malformed);
    expect(refusal('"text"')).toEqual(malformed);
    expect(refusal(' 12')).toEqual(malformed);
    expect(refusal('null')).toEqual(malformed);
    expect(refusal('   ')).toEqual(malformed);
    expect(refusal('\u00a0{}')).toEqual(malformed);
  });
});
