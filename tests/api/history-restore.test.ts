// "Deze versie terugzetten" (issue 28): a record or one of its fields back to how it was after an
// entry, written as an update by the record's writers and recorded as a restore.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';

type Item = Record<string, unknown> & { id: number };
type Entry = { id: number; action: string; changes: { field: string }[] };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('history restore', target), () => {
    const gateway = useSeededGateway(target);
    let id: number;
    const entries = async () =>
      (
        await gateway.v1.admin.get<{ data: Entry[] }>(
          `/history?filter[record_type]=evaluations&filter[record_id]=${id}&limit=100`,
        )
      ).body.data.reverse();
    const current = async () =>
      (await gateway.v1.admin.get<V1One<Item>>(`/evaluations/${id}?with[]=specializations`)).body
        .data;

    beforeAll(async () => {
      const created = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
        title: 'Terugzetten: versie A',
        description: '<p>Eerste tekst.</p>',
      });
      id = created.body.data.id;
      await gateway.v1.editor.patch(`/evaluations/${id}`, { title: 'Terugzetten: versie B' });
      await gateway.v1.editor.patch(`/evaluations/${id}`, { description: '<p>Tweede tekst.</p>' });
      await gateway.v1.editor.patch(`/evaluations/${id}`, { title: 'Terugzetten: versie C' });
    });

    it('brings one field back to how it was after an entry, as a recorded restore', async () => {
      const [, titleB] = await entries();
      const restored = await gateway.v1.editor.post<{ data: { fields: string[] } }>(
        `/history/${titleB?.id}/restore`,
        { field: 'title' },
      );
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect(restored.body.data.fields).toEqual(['title']);
      expect(await current()).toMatchObject({
        title: 'Terugzetten: versie B',
        description: '<p>Tweede tekst.</p>',
      });
      const latest = (await entries()).at(-1);
      expect(latest).toMatchObject({ action: 'restore', changes: [{ field: 'title' }] });
    });

    it('brings the whole record back to a version, and a chosen list to its records then', async () => {
      const [created] = await entries();
      await gateway.v1.editor.post(`/history/${created?.id}/restore`, {});
      expect(await current()).toMatchObject({
        title: 'Terugzetten: versie A',
        description: '<p>Eerste tekst.</p>',
      });

      const specializations = await gateway.v1.admin.get<{ data: Item[] }>(
        '/specializations?limit=2',
      );
      const [a, b] = specializations.body.data.map((row) => row.id);
      await gateway.v1.editor.patch(`/evaluations/${id}`, { specialization_ids: [a] });
      const onlyA = (await entries()).at(-1);
      await gateway.v1.editor.patch(`/evaluations/${id}`, { specialization_ids: [a, b] });
      const back = await gateway.v1.editor.post<{ data: { fields: string[] } }>(
        `/history/${onlyA?.id}/restore`,
        { field: 'specializations' },
      );
      expect(back.body.data.fields).toEqual(['specialization_ids']);
      expect(((await current()).specializations as Item[]).map((row) => row.id)).toEqual([a]);
    });

    it('is for the record’s writers, and not for a delete or a field that cannot be written', async () => {
      const [first] = await entries();
      expect((await gateway.v1.researcher.post(`/history/${first?.id}/restore`, {})).status).toBe(
        403,
      );
      expect((await gateway.v1.anonymous.post(`/history/${first?.id}/restore`, {})).status).toBe(
        401,
      );
      expect((await gateway.v1.editor.post('/history/987654/restore', {})).status).toBe(404);
      const unknown = await gateway.v1.editor.post(`/history/${first?.id}/restore`, {
        field: 'url',
      });
      expect(unknown.status).toBe(422);
    });
  });
}
