import { describe, expect, it } from 'vitest';
import { contentRange, documentsListResponse, listResponse } from './list.ts';
import { JsonText } from './jsonText.ts';

describe('listResponse', () => {
  it('answers the array and Content-Range <resource> <start>-<end>/<total>', () => {
    expect(listResponse('companies', { data: [{ id: 'a' }, { id: 'b' }], total: 123 }, [25, 49])).toEqual({
      status: 200,
      headers: { 'Content-Range': 'companies 25-26/123' },
      body: [{ id: 'a' }, { id: 'b' }],
    });
  });

  it('uses an asterisk for an empty page', () => {
    expect(contentRange('companies', 0, 0, 0)).toBe('companies */0');
    expect(contentRange('companies', 200, 0, 12)).toBe('companies */12');
  });

  it('sends a page of stored JSON texts as one array, with the same Content-Range', () => {
    const answer = documentsListResponse(
      'subscriptions',
      { data: ['{"id":"a"}', '{"id":"b"}'], total: 9 },
      [2, 3],
    );
    expect(answer.headers).toEqual({ 'Content-Range': 'subscriptions 2-3/9' });
    expect(answer.body).toBeInstanceOf(JsonText);
    expect((answer.body as JsonText).text).toBe('[{"id":"a"},{"id":"b"}]');
    expect(documentsListResponse('subscriptions', { data: [], total: 0 }, [0, 24]).headers).toEqual({
      'Content-Range': 'subscriptions */0',
    });
  });
});
