import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { createHttpClient } from './httpClient.ts';
import { session } from './session.ts';
import { jsonResponse, loginResponse, mockFetch, testSession } from './testHelpers.ts';

/** An XMLHttpRequest double: each send() is answered by `respond`, after upload progress events. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static respond: (xhr: FakeXhr) => { status: number; body: unknown; fail?: boolean } = () => ({
    status: 201,
    body: [],
  });
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\ncontent-range: files 0-0/1\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.respond(this);
    queueMicrotask(() => {
      for (const loaded of [0, 50, 100])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
      if (answer.fail) return this.onerror?.();
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

beforeEach(() => {
  localStorage.clear();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const data = new FormData();
  data.append('files', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
  return data;
};

describe('http.upload', () => {
  it('posts the form with the token and reports the bytes sent as they go', async () => {
    session.set(testSession({ token: 'tok' }));
    FakeXhr.respond = () => ({ status: 201, body: [{ id: 'f1' }] });
    const progress: number[] = [];
    const http = createHttpClient({ apiUrl: 'http://test/api' });
    const answer = await http.upload('/cases/c1/files', form(), {
      onProgress: (loaded, total) => progress.push(loaded / total),
    });
    expect(answer).toEqual([{ id: 'f1' }]);
    expect(progress).toEqual([0, 0.5, 1]);
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({ method: 'POST', url: 'http://test/api/cases/c1/files' });
    expect(xhr!.headers['Authorization']).toBe('Bearer tok');
    expect(xhr!.body).toBeInstanceOf(FormData);
  });

  it('refreshes an expired token once and sends the upload again', async () => {
    session.set(testSession({ token: 'old', refreshToken: 'r-old' }));
    mockFetch(() => jsonResponse(200, loginResponse({}, 'new', 'r-new')));
    FakeXhr.respond = (xhr) =>
      xhr.headers['Authorization'] === 'Bearer old'
        ? { status: 401, body: { error: 'token_expired', message: 'expired' } }
        : { status: 201, body: [] };
    const http = createHttpClient({ apiUrl: 'http://test/api' });
    await http.upload('/cases/c1/files', form());
    expect(FakeXhr.sent.map((x) => x.headers['Authorization'])).toEqual(['Bearer old', 'Bearer new']);
  });

  it('rejects with the API’s message (413) and with the generic one when the network fails', async () => {
    session.set(testSession());
    FakeXhr.respond = () => ({
      status: 413,
      body: { error: 'payload_too_large', message: 'The file must weigh less than 25 MB' },
    });
    const http = createHttpClient({ apiUrl: 'http://test/api' });
    const tooLarge = await http.upload('/x', form()).catch((error: unknown) => error);
    expect(tooLarge).toBeInstanceOf(HttpError);
    expect(tooLarge).toMatchObject({ status: 413, message: 'The file must weigh less than 25 MB' });
    FakeXhr.respond = () => ({ status: 0, body: null, fail: true });
    await expect(http.upload('/x', form())).rejects.toMatchObject({ status: 0 });
  });
});
