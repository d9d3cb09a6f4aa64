// No lost updates (issue 28): a record's ETag is its version; an update with If-Match of an older
// version is merged with the changes since when they touch other fields, and is a 409 naming each
// field someone else changed, with what the caller started from, its value now and who changed it.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';

type Item = Record<string, unknown> & { id: number };
interface Conflict {
  message: string;
  version: number;
  conflicts: {
    field: string;
    base: unknown;
    current: unknown;
    changed_by: { name: string | null; role: string | null };
  }[];
}

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('record versions', target), () => {
    const gateway = useSeededGateway(target);
    let url: string;
    const read = async () => {
      const answer = await gateway.v1.admin.get<V1One<Item>>(url);
      return { etag: answer.headers.get('etag') ?? '', data: answer.body.data };
    };

    beforeAll(async () => {
      const created = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
        title: 'Versies van een polsfractuur',
        description: '<p>De eerste beschrijving.</p>',
      });
      url = `/evaluations/${created.body.data.id}`;
    });

    it('answers the version as the ETag, which moves with a change and stays without one', async () => {
      const first = await read();
      expect(first.etag).toMatch(/^"\d+"$/);
      const same = await gateway.v1.editor.patch(url, { title: 'Versies van een polsfractuur' });
      expect(same.headers.get('etag')).toBe(first.etag);
      await gateway.v1.editor.post(`${url}/relationships/criteria`, {
        type: 'inclusion',
        content: 'Polsfractuur bij volwassenen',
      });
      expect((await read()).etag).not.toBe(first.etag);
    });

    it('merges changes to different fields, and refuses the same field with both values and who', async () => {
      const started = await read();
      // The editor changes the description; the admin, from the older version, the title.
      const theirs = await gateway.v1.editor.patch(url, {
        description: '<p>De beschrijving van de redacteur.</p>',
      });
      expect(theirs.status).toBe(200);
      const mine = await gateway.v1.admin.patch(
        url,
        { title: 'Versies van een polsfractuur (herzien)' },
        { headers: { 'if-match': started.etag } },
      );
      expect(mine.status).toBe(200);
      const merged = await read();
      expect(merged.data).toMatchObject({
        title: 'Versies van een polsfractuur (herzien)',
        description: '<p>De beschrijving van de redacteur.</p>',
      });

      // The admin, still from the older version, also rewrites the description: a conflict.
      const refused = await gateway.v1.admin.patch<Conflict>(
        url,
        { description: '<p>De beschrijving van de beheerder.</p>' },
        { headers: { 'if-match': started.etag } },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/Iemand anders heeft dit intussen gewijzigd/);
      expect(refused.headers.get('etag')).toBe(merged.etag);
      expect(refused.body.version).toBe(Number(merged.etag.replaceAll('"', '')));
      expect(refused.body.conflicts).toEqual([
        {
          field: 'description',
          base: '<p>De eerste beschrijving.</p>',
          current: '<p>De beschrijving van de redacteur.</p>',
          changed_by: expect.objectContaining({ role: 'editor' }),
          changed_at: expect.any(String),
        },
      ]);
      expect((await read()).data.description).toBe('<p>De beschrijving van de redacteur.</p>');

      // The same value as theirs is no conflict; the current version is none either.
      const agreed = await gateway.v1.admin.patch(
        url,
        { description: '<p>De beschrijving van de redacteur.</p>' },
        { headers: { 'if-match': started.etag } },
      );
      expect(agreed.status).toBe(200);
      const current = await gateway.v1.admin.patch(
        url,
        { description: '<p>De beschrijving van de beheerder.</p>' },
        { headers: { 'if-match': merged.etag } },
      );
      expect(current.status).toBe(200);
    });

    it('compares a list of chosen records by their ids, and tells the list the caller started from', async () => {
      const specializations = await gateway.v1.admin.get<{ data: Item[] }>(
        '/specializations?limit=3',
      );
      const [a, b, c] = specializations.body.data.map((row) => row.id);
      await gateway.v1.editor.patch(url, { specialization_ids: [a] });
      const started = await read();
      await gateway.v1.editor.patch(url, { specialization_ids: [a, b] });
      const refused = await gateway.v1.admin.patch<Conflict>(
        url,
        { specialization_ids: [c] },
        { headers: { 'if-match': started.etag } },
      );
      expect(refused.status).toBe(409);
      const [conflict] = refused.body.conflicts;
      if (!conflict) throw new Error('no conflict');
      expect(conflict.field).toBe('specialization_ids');
      expect((conflict.base as Item[]).map((row) => row.id)).toEqual([a]);
      expect((conflict.current as Item[]).map((row) => row.id).sort()).toEqual([a, b].sort());
    });

    it('applies an update without If-Match as it comes, and refuses an If-Match that is no version', async () => {
      const old = (await read()).etag;
      await gateway.v1.editor.patch(url, { description: '<p>Nog een keer.</p>' });
      const unsafe = await gateway.v1.admin.patch(url, { description: '<p>Zonder versie.</p>' });
      expect(unsafe.status).toBe(200);
      expect((await read()).data.description).toBe('<p>Zonder versie.</p>');
      expect(old).not.toBe((await read()).etag);
      const malformed = await gateway.v1.admin.patch<{ errors: Record<string, string[]> }>(
        url,
        { title: 'X' },
        { headers: { 'if-match': 'gisteren' } },
      );
      expect(malformed.status).toBe(422);
      expect(Object.keys(malformed.body.errors)).toEqual(['If-Match']);
    });
  });
}
