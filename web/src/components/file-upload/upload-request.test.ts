// Unit tests of the upload request over a fake XMLHttpRequest: what is sent, progress, answers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUpload, UploadAborted, UploadError } from './upload-request.ts';

class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const original = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = original;
});

const file = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

function start(onProgress = vi.fn()) {
  const request = startUpload({ file: file(), accessToken: 'token-1', locale: 'en', onProgress });
  return { request, xhr: FakeXhr.last as FakeXhr, onProgress };
}

describe('startUpload', () => {
  it('posts the file as multipart field "file" with the app headers and the bearer token', () => {
    const { xhr } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/v1/files');
    expect(xhr.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'accept-language': 'en',
      'x-application': 'zorgevaluatie-web',
    });
    const sent = xhr.body?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('notes.txt');
  });

  it('reports the bytes sent', () => {
    const { xhr, onProgress } = start();
    xhr.upload.onprogress?.({ loaded: 3, total: 5, lengthComputable: true } as ProgressEvent);
    expect(onProgress).toHaveBeenCalledWith(3, 5);
  });

  it('resolves with the stored file in camel case', async () => {
    const { request, xhr } = start();
    xhr.answer(201, {
      data: { id: 12, url: '/v1/files/12', name: 'notes.txt', mime_type: 'text/plain', size: 5 },
    });
    await expect(request.promise).resolves.toEqual({
      id: '12',
      url: '/v1/files/12',
      name: 'notes.txt',
      mimeType: 'text/plain',
      size: 5,
    });
  });

  it('rejects with the status of a refused upload', async () => {
    const { request, xhr } = start();
    xhr.answer(413, { error: { message: 'The file is too large' } });
    await expect(request.promise).rejects.toBeInstanceOf(UploadError);
    await expect(request.promise).rejects.toMatchObject({ status: 413 });
  });

  it('rejects with status 0 when no answer came, and as aborted after abort()', async () => {
    const first = start();
    first.xhr.onerror?.();
    await expect(first.request.promise).rejects.toMatchObject({ name: 'UploadError', status: 0 });
    const second = start();
    second.request.abort();
    await expect(second.request.promise).rejects.toBeInstanceOf(UploadAborted);
  });
});
