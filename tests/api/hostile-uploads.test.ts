// Hostile uploads through real multipart requests on every kind of upload route (loose files,
// documents, images of records, event files): refused with 413/415, or stored neutralised and
// served so that no browser runs them (nosniff, attachment or sandboxing CSP, SVG sanitised).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Bytes,
  sampleExecutable,
  samplePng,
  sampleText,
} from '../../gateway/src/test-support/sample-files.ts';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import { demoEmails } from '../support/demo-accounts.ts';
import {
  docxBomb,
  gifScriptPolyglot,
  hollowDocx,
  htmlAsText,
  pdfHtmlPolyglot,
  scriptedSvg,
} from '../support/hostile-files.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const pglite = pgliteTestDatabase();
const MAX_BYTES = 256 * 1024;

interface RouteKind {
  name: string;
  /** Only images are accepted (logos, banners, avatars). */
  images: boolean;
  send(file: Bytes, filename: string): Promise<{ status: number; body: unknown }>;
}

/** What each hostile file must get: per kind of route, the status (or 'stored'). */
const cases: {
  file: string;
  bytes: () => Bytes;
  documents: number | 'stored';
  images: number | 'stored';
}[] = [
  { file: 'setup.pdf', bytes: sampleExecutable, documents: 415, images: 415 },
  { file: 'plaatje.gif', bytes: gifScriptPolyglot, documents: 415, images: 415 },
  { file: 'protocol.pdf', bytes: pdfHtmlPolyglot, documents: 'stored', images: 415 },
  { file: 'pagina.html', bytes: htmlAsText, documents: 'stored', images: 415 },
  { file: 'logo.svg', bytes: scriptedSvg, documents: 'stored', images: 'stored' },
  {
    file: 'groot.png',
    bytes: () => sampleText('x'.repeat(MAX_BYTES + 1)),
    documents: 413,
    images: 413,
  },
  { file: 'verslag.docx', bytes: () => docxBomb(40), documents: 413, images: 415 },
  { file: 'verslag-klein.docx', bytes: () => docxBomb(40, true), documents: 413, images: 415 },
  { file: 'leeg.docx', bytes: hollowDocx, documents: 415, images: 415 },
];

describe('hostile uploads on every kind of upload route', () => {
  const gateway = useSeededGateway(pglite, {
    env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) },
  });
  let kinds: RouteKind[];

  const form = (fields: Record<string, string>, field: string, file: Bytes, filename: string) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set(field, new Blob([file], { type: 'application/octet-stream' }), filename);
    return body;
  };
  const newestFile = () =>
    gateway.server.database.db
      .selectFrom('files')
      .select(['id', 'mime_type'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    const { db } = gateway.server.database;
    const association = await db.selectFrom('associations').select('id').executeTakeFirstOrThrow();
    const evaluation = await db.selectFrom('evaluations').select('id').executeTakeFirstOrThrow();
    const event = await db.selectFrom('events').select('id').executeTakeFirstOrThrow();
    const self = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoEmails.editor)
      .executeTakeFirstOrThrow();
    const patch = (path: string, field: string) => (file: Bytes, filename: string) =>
      gateway.v1.editor.post(path, form({ _method: 'PATCH' }, field, file, filename));
    kinds = [
      {
        name: 'a loose file (POST /v1/files)',
        images: false,
        send: (file, filename) =>
          gateway.v1.editor.post('/files', form({}, 'file', file, filename)),
      },
      {
        name: 'an evaluation document',
        images: false,
        send: (file, filename) =>
          gateway.v1.editor.post(
            `/evaluations/${evaluation.id}/relationships/documents`,
            form({ type: 'general', title: 'Bijlage' }, 'file', file, filename),
          ),
      },
      { name: 'an event file', images: false, send: patch(`/events/${event.id}`, 'file') },
      {
        name: 'an association logo',
        images: true,
        send: patch(`/associations/${association.id}`, 'logo'),
      },
      {
        name: 'an evaluation banner',
        images: true,
        send: patch(`/evaluations/${evaluation.id}`, 'banner'),
      },
      { name: 'the own avatar', images: true, send: patch(`/users/${self.id}`, 'avatar') },
    ];
  });

  it('refuses or neutralises each hostile file on each route kind', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const kind of kinds) {
      for (const hostile of cases) {
        const want = kind.images ? hostile.images : hostile.documents;
        const before = await newestFile();
        const { status, body } = await kind.send(hostile.bytes(), hostile.file);
        const stored = (await newestFile()).id !== before.id;
        const label = `${kind.name} <- ${hostile.file}`;
        expected.push(`${label}: ${want}`);
        if (status >= 400) {
          outcomes.push(`${label}: ${stored ? 'stored anyway' : status}`);
          // A clear message, in Dutch by default.
          expect(body, label).toMatchObject({ message: expect.stringMatching(/\w/) });
        } else outcomes.push(`${label}: ${status < 300 && stored ? 'stored' : status}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('serves stored hostile files so that no browser runs them', async () => {
    const served = async (bytes: Bytes, filename: string) => {
      const upload = await gateway.v1.editor.post<{ data: { url: string } }>(
        '/files',
        form({}, 'file', bytes, filename),
      );
      expect(upload.status, filename).toBe(201);
      const response = await fetch(`${gateway.server.baseUrl}${upload.body.data.url}`, {
        headers: { authorization: `Bearer ${gateway.tokens.editor}` },
      });
      return { headers: response.headers, text: await response.text() };
    };

    const svg = await served(scriptedSvg(), 'logo.svg');
    expect(svg.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(svg.text).toContain('<circle');
    expect(svg.text).not.toMatch(/<script|onload|foreignObject|canary\.invalid|javascript:/i);

    const page = await served(htmlAsText(), 'pagina.html');
    expect(page.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(page.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pagina\.html\.txt"/,
    );
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');

    // A PDF is shown inline, as a PDF only: nosniff keeps a browser from reading the HTML in it.
    const pdf = await served(pdfHtmlPolyglot(), 'protocol.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');

    const image = await served(samplePng(), 'foto.png');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('refuses unstorable text in multipart fields (422) and drops prototype paths', async () => {
    const body = form({ title: 'a\u0000b' }, 'logo', samplePng(), 'logo.png');
    const nul = await gateway.v1.editor.post('/associations', body);
    expect(nul.status).toBe(422);
    expect(nul.body).toMatchObject({ errors: { title: [expect.any(String)] } });

    const proto = form(
      { title: 'Vereniging', 'constructor[prototype][polluted]': '1', '__proto__[polluted]': '1' },
      'logo',
      samplePng(),
      'logo.png',
    );
    // qs (as for query strings) drops keys that would reach a prototype; the rest is written.
    const dropped = await gateway.v1.editor.post<{ data: Record<string, unknown> }>(
      '/associations',
      proto,
    );
    expect(dropped.status).toBe(201);
    expect(dropped.body.data).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a non-image file id for an image field (422)', async () => {
    const document = await gateway.v1.editor.post<{ data: { id: number } }>(
      '/files',
      form({}, 'file', sampleText('geen plaatje'), 'notitie.txt'),
    );
    const evaluation = await gateway.server.database.db
      .selectFrom('evaluations')
      .select('id')
      .executeTakeFirstOrThrow();
    const response = await gateway.v1.editor.patch(`/evaluations/${evaluation.id}`, {
      logo_id: document.body.data.id,
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { logo_id: [expect.any(String)] } });
  });

  it('refuses the file of a private document as an image (422): it would make it public', async () => {
    const { db } = gateway.server.database;
    const [owner, other] = await db.selectFrom('evaluations').select('id').limit(2).execute();
    const document = await gateway.v1.editor.post<{ data: { file_id: number } }>(
      `/evaluations/${owner?.id}/relationships/documents`,
      form({ type: 'general', title: 'Intern', is_public: '0' }, 'file', samplePng(), 'intern.png'),
    );
    expect(document.status).toBe(201);
    const response = await gateway.v1.editor.patch(`/evaluations/${other?.id}`, {
      logo_id: document.body.data.file_id,
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { logo_id: [expect.any(String)] } });
  });
});
