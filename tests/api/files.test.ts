// /v1/files through real HTTP: uploads checked by content, limits, download headers, SVG sanitizing.
import { describe, expect, it } from 'vitest';
import {
  type Bytes,
  compoundClassIds,
  maliciousSvg,
  sampleCompoundFile,
  sampleExecutable,
  sampleJpeg,
  sampleOoxml,
  samplePdf,
  samplePng,
  sampleSvg,
  sampleText,
} from '../../gateway/src/test-support/sample-files.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

type Uploaded = { id: number; url: string; name: string; mime_type: string; size: number };
const MAX_BYTES = 64 * 1024;

/** A multipart body as a browser builds it; the client's type claim is deliberately useless. */
function form(bytes: Bytes | string, name: string, field = 'file'): FormData {
  const body = new FormData();
  body.append(field, new Blob([bytes], { type: 'application/octet-stream' }), name);
  return body;
}

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/files', target), () => {
    const gateway = useSeededGateway(target, {
      env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) },
    });

    const upload = async (bytes: Bytes | string, name: string) => {
      const response = await gateway.v1.editor.post<{ data: Uploaded }>(
        '/files',
        form(bytes, name),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data;
    };
    const download = (url: string, token?: string) =>
      fetch(`${gateway.server.baseUrl}${url}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it.each([
      ['foto.png', samplePng(), 'image/png'],
      ['foto.jpeg', sampleJpeg(), 'image/jpeg'],
      ['protocol.pdf', samplePdf(), 'application/pdf'],
      [
        'brief.docx',
        sampleOoxml('docx'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'tabel.xlsx',
        sampleOoxml('xlsx'),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      [
        'dia.pptx',
        sampleOoxml('pptx'),
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
      ['oud.doc', sampleCompoundFile('WordDocument', compoundClassIds.doc), 'application/msword'],
      ['oud.xls', sampleCompoundFile('Workbook', compoundClassIds.xls), 'application/vnd.ms-excel'],
      [
        'oud.ppt',
        sampleCompoundFile('PowerPoint Document', compoundClassIds.ppt),
        'application/vnd.ms-powerpoint',
      ],
      ['notities.txt', sampleText('Verslag van het overleg.\n'), 'text/plain'],
      ['centra.csv', sampleText(), 'text/plain'],
      ['logo.svg', sampleSvg(true), 'image/svg+xml'],
      ['logo-kaal.svg', sampleSvg(false), 'image/svg+xml'],
    ])('uploads %s (201) and serves it back', async (name, bytes, mime) => {
      const data = await upload(bytes, name);
      expect(data).toMatchObject({ url: `/v1/files/${data.id}`, name, mime_type: mime });
      const response = await download(data.url, gateway.tokens.editor);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(
        mime === 'text/plain' ? 'text/plain; charset=utf-8' : mime,
      );
      const served = new Uint8Array(await response.arrayBuffer());
      expect(served.byteLength).toBe(data.size);
      if (mime !== 'image/svg+xml')
        expect(Buffer.from(served).equals(Buffer.from(bytes))).toBe(true);
    });

    it('decides by content, not by name: an executable named .pdf is refused (415)', async () => {
      const dutch = await gateway.v1.editor.post('/files', form(sampleExecutable(), 'offerte.pdf'));
      expect(dutch.status).toBe(415);
      expect(dutch.body).toEqual({ message: 'Dit bestandstype wordt niet ondersteund' });
      const english = await gateway.v1.editor.post(
        '/files',
        form(sampleExecutable(), 'offerte.pdf'),
        {
          locale: 'en',
        },
      );
      expect(english.body).toEqual({ message: 'This file is not supported' });
      const gif = await gateway.v1.editor.post(
        '/files',
        form('GIF89a\u0001\u0000\u0001\u0000;', 'x.gif'),
      );
      expect(gif.status).toBe(415);
    });

    it('names a file after what it is: a PNG called .pdf keeps its name plus .png', async () => {
      const data = await upload(samplePng(), '../../rapport.pdf');
      expect(data).toMatchObject({ name: 'rapport.pdf.png', mime_type: 'image/png' });
    });

    it('refuses a file over UPLOAD_MAX_BYTES with 413', async () => {
      const big = sampleText('x'.repeat(MAX_BYTES + 1));
      const response = await gateway.v1.editor.post('/files', form(big, 'groot.txt'));
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: 'Het bestand is te groot' });
      expect(
        (await gateway.v1.editor.post('/files', form(big, 'groot.txt'), { locale: 'en' })).body,
      ).toEqual({
        message: 'The file is too large',
      });
      // Exactly at the limit is fine.
      await upload(sampleText('y'.repeat(MAX_BYTES)), 'precies.txt');
    });

    it('asks a signed-in user (401 for anonymous uploads)', async () => {
      const response = await gateway.v1.anonymous.post('/files', form(samplePng(), 'foto.png'));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Niet ingelogd' });
    });

    it('answers 422 without a file, for an empty file, another field or two files', async () => {
      const json = await gateway.v1.editor.post<{ errors: Record<string, string[]> }>('/files', {
        a: 1,
      });
      expect(json.status).toBe(422);
      expect(json.body.errors).toEqual({ file: ['Verplicht'] });
      const empty = await gateway.v1.editor.post<{ errors: Record<string, string[]> }>(
        '/files',
        form(new Uint8Array(), 'leeg.txt'),
      );
      expect(empty.body.errors).toEqual({ file: ['Verplicht'] });
      const other = await gateway.v1.editor.post<{ errors: Record<string, string[]> }>(
        '/files',
        form(samplePng(), 'foto.png', 'logo'),
      );
      expect(other.status).toBe(422);
      expect(other.body.errors).toEqual({ logo: ['Onbekend veld'] });
      const two = form(samplePng(), 'a.png');
      two.append('file', new Blob([samplePng()]), 'b.png');
      const twice = await gateway.v1.editor.post<{ errors: Record<string, string[]> }>(
        '/files',
        two,
      );
      expect(twice.status).toBe(422);
      expect(twice.body.errors).toEqual({ file: ['Ongeldige waarde'] });
    });

    it('serves with nosniff, a safe disposition and private caching', async () => {
      const pdf = await upload(samplePdf(), 'Één protocol (v2).pdf');
      const inline = await download(pdf.url, gateway.tokens.editor);
      expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
      expect(inline.headers.get('content-disposition')).toBe(
        `inline; filename="Een protocol (v2).pdf"; filename*=UTF-8''%C3%89%C3%A9n%20protocol%20%28v2%29.pdf`,
      );
      expect(inline.headers.get('cache-control')).toBe('private, max-age=300');
      const etag = inline.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      const again = await fetch(`${gateway.server.baseUrl}${pdf.url}`, {
        headers: { authorization: `Bearer ${gateway.tokens.editor}`, 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      const head = await fetch(`${gateway.server.baseUrl}${pdf.url}`, {
        method: 'HEAD',
        headers: { authorization: `Bearer ${gateway.tokens.editor}` },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(pdf.size));

      const docx = await download(
        (await upload(sampleOoxml('docx'), 'brief.docx')).url,
        gateway.tokens.editor,
      );
      expect(docx.headers.get('content-disposition')).toMatch(/^attachment; filename="brief.docx"/);
      const text = await download(
        (await upload(sampleText('<b>hoi</b>'), 'x.html')).url,
        gateway.tokens.editor,
      );
      expect(text.headers.get('content-disposition')).toMatch(/^attachment; filename="x.html.txt"/);
      expect(text.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('sanitizes an uploaded SVG and serves it under a sandboxing CSP', async () => {
      const data = await upload(maliciousSvg, 'aanval.svg');
      const response = await download(data.url, gateway.tokens.editor);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
      const svg = await response.text();
      expect(svg).toContain('<rect width="10" height="10" fill="#c00"></rect>');
      expect(svg).not.toMatch(
        /script|onload|onclick|onerror|foreignObject|javascript:|animate|tracker/i,
      );
      expect(data.size).toBe(Buffer.byteLength(svg));
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await gateway.v1.editor.get('/files/999999')).status).toBe(404);
      expect((await gateway.v1.editor.get('/files/abc')).status).toBe(404);
      expect((await gateway.v1.anonymous.get('/files/99999999999')).status).toBe(404);
    });
  });
}
