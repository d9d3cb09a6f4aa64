// readUpload's text fields: shaped like a JSON body (brackets as in query strings), within limits.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { handleV1Error } from '../error-handler.ts';
import { readUpload, registerMultipart } from './upload.ts';

describe('readUpload fields', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(handleV1Error);
    await registerMultipart(app, loadConfig({ UPLOAD_MAX_BYTES: '1000' }));
    // Without a file nothing is stored, so no database or storage is needed here.
    const unused = { db: {} as Db, storage: {} as FileStorage, config: loadConfig({}) };
    app.post('/echo', async (request) => {
      const { fileId, fields } = await readUpload(request, unused);
      return { fileId: fileId ?? null, fields };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (body: FormData | Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/echo', body: body as FormData });

  it('keeps values as strings and builds arrays and objects from brackets', async () => {
    const form = new FormData();
    form.append('title', 'Protocol');
    form.append('is_public', '1');
    form.append('tags[]', '3');
    form.append('tags[]', '5');
    form.append('people[0]', 'a');
    form.append('people[1]', 'b');
    form.append('meta[kind]', 'pdf');
    form.append('_method', 'PATCH');
    const response = await post(form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fileId: null,
      fields: {
        title: 'Protocol',
        is_public: '1',
        tags: ['3', '5'],
        people: ['a', 'b'],
        meta: { kind: 'pdf' },
        _method: 'PATCH',
      },
    });
  });

  it('passes a JSON body through as the fields', async () => {
    const response = await post({ title: 'JSON', is_public: true });
    expect(response.json()).toEqual({ fileId: null, fields: { title: 'JSON', is_public: true } });
  });

  it('refuses prototype keys and too many fields', async () => {
    const proto = new FormData();
    proto.append('__proto__[admin]', '1');
    proto.append('constructor[prototype][admin]', '1');
    const safe = await post(proto);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(safe.json()).toEqual({ fileId: null, fields: {} });

    const many = new FormData();
    for (let index = 0; index < 60; index++) many.append(`f${index}`, 'x');
    const response = await post(many);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Het bestand is te groot' });
  });
});
