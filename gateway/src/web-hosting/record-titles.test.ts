import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPublicRecords } from '../test-support/public-records.ts';
import {
  describeTitle,
  openTestDatabases,
  type TestDatabase,
} from '../test-support/test-database.ts';
import { visibleRecordTitle } from './record-titles.ts';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason)(describeTitle('visibleRecordTitle', target), () => {
    let database: TestDatabase;
    let ids: Awaited<ReturnType<typeof addPublicRecords>>;
    beforeAll(async () => {
      database = await target.open();
      ids = await addPublicRecords(database.db);
    });
    afterAll(() => database?.dispose());

    const title = (kind: Parameters<typeof visibleRecordTitle>[1], param: string) =>
      visibleRecordTitle(database.db, kind, param);

    it('finds a published evaluation by slug, case-insensitively, and prefers a slug to an id', async () => {
      expect(await title('evaluation', 'Heup-Na-Val')).toBe('Heup <na> "val" & herstel');
      expect(await title('evaluation', '12')).toBe('Een slug van cijfers');
    });

    it('answers null for a draft, an unknown slug and a key no record can have', async () => {
      for (const key of ['concept-studie', 'bestaat-niet', '1\u0000', 'a\ud800', 'x'.repeat(201)])
        expect(await title('evaluation', key), key).toBeNull();
    });

    it('finds an association, a program and a trial bureau by id, as the web app asks', async () => {
      expect(await title('association', String(ids.association))).toBe('Vereniging voor Heelkunde');
      expect(await title('program', String(ids.program))).toBe('Programma Gepaste Zorg');
      expect(await title('trialBureau', String(ids.trialBureau))).toBe('Trialbureau Noord');
    });

    it('answers null for an organisation id that does not exist or cannot be one', async () => {
      for (const param of ['999999', '0', '01', 'abc', '2147483648', '9'.repeat(40), '1\u0000'])
        expect(await title('association', param), param).toBeNull();
    });
  });
}
