// One upload to POST /v1/files as multipart (field "file") over XMLHttpRequest, which (unlike
// fetch) reports the bytes sent. Returns the answer as a promise and a way to abort it.
import { APPLICATION_HEADER } from '../../api/apollo-client.ts';

export const UPLOAD_URL = '/v1/files';

/** A stored file, as the widget hands it on. */
export interface UploadedFile {
  id: string;
  url: string;
  name: string;
  mimeType: string;
  size: number;
}

/** A failed upload: the HTTP status, or 0 when no answer came (network, server gone). */
export class UploadError extends Error {
  override name = 'UploadError';
  readonly status: number;
  constructor(status: number) {
    super(`Upload failed with status ${status}`);
    this.status = status;
  }
}

/** The upload was cancelled with `abort()`. */
export class UploadAborted extends Error {
  override name = 'UploadAborted';
}

export interface UploadOptions {
  file: File;
  /** The session's access token, sent as a bearer token. */
  accessToken: string | undefined;
  /** The chosen language (the server's messages follow it). */
  locale: string;
  onProgress(loaded: number, total: number): void;
  url?: string;
}

export interface UploadRequest {
  promise: Promise<UploadedFile>;
  abort(): void;
}

interface FileAnswer {
  data?: { id?: unknown; url?: unknown; name?: unknown; mime_type?: unknown; size?: unknown };
}

function parseAnswer(text: string): UploadedFile | undefined {
  try {
    const data = (JSON.parse(text) as FileAnswer).data;
    if (!data || typeof data.url !== 'string' || typeof data.name !== 'string') return undefined;
    return {
      id: String(data.id),
      url: data.url,
      name: data.name,
      mimeType: String(data.mime_type ?? ''),
      size: Number(data.size ?? 0),
    };
  } catch {
    return undefined;
  }
}

export function startUpload(options: UploadOptions): UploadRequest {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', options.url ?? UPLOAD_URL);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', options.locale);
    xhr.setRequestHeader('x-application', APPLICATION_HEADER);
    if (options.accessToken) xhr.setRequestHeader('authorization', `Bearer ${options.accessToken}`);
    xhr.upload.onprogress = (event) => {
      options.onProgress(event.loaded, event.lengthComputable ? event.total : options.file.size);
    };
    xhr.onload = () => {
      const uploaded = xhr.status >= 200 && xhr.status < 300 && parseAnswer(xhr.responseText);
      if (uploaded) resolve(uploaded);
      else reject(new UploadError(xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(0));
    xhr.ontimeout = () => reject(new UploadError(0));
    xhr.onabort = () => reject(new UploadAborted('aborted'));
    const body = new FormData();
    body.append('file', options.file, options.file.name);
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}
