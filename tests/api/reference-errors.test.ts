// A write naming a record that does not exist answers 422 under the field that named it (not `_`),
// in both languages, so a form (or a GraphQL client) can show the message at the right input; an
// id in the path that cannot exist is simply not found.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

type Invalid = { errors: Record<string, string[]> };
const MISSING = 987654;

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1 errors for missing references', target),
    () => {
      const gateway = useSeededGateway(target);

      it('names a single reference field (gradation_id)', async () => {
        const answer = await gateway.v1.admin.post<Invalid>('/evaluations', {
          title: 'Een evaluatie met een onbekende categorie',
          gradation_id: MISSING,
        });
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual({ gradation_id: ['Bestaat niet'] });
      });

      it('names the id list of a join table (program_ids), in English too', async () => {
        const answer = await gateway.v1.admin.post<Invalid>(
          '/evaluations',
          { title: 'Een evaluatie met een onbekend programma', program_ids: [MISSING] },
          { locale: 'en' },
        );
        expect(answer.status).toBe(422);
        expect(Object.keys(answer.body.errors)).toEqual(['program_ids']);
        expect(answer.body.errors.program_ids?.[0]).not.toBe('Bestaat niet');
      });

      it('answers 404 for an id that cannot exist, as for an unknown one', async () => {
        for (const path of ['/evaluations/abc', '/evaluations/1/relationships/people/x1']) {
          const answer = await gateway.v1.admin.get<{ message: string }>(path);
          expect(answer.status, path).toBe(404);
          expect(answer.body.message).toBe('Niet gevonden');
        }
        const update = await gateway.v1.admin.patch('/evaluations/abc', { title: 'Nieuwe titel' });
        expect(update.status).toBe(404);
      });

      it('names the user of an evaluation person (user_id)', async () => {
        const answer = await gateway.v1.admin.post<Invalid>('/evaluations/1/relationships/people', {
          user_id: MISSING,
          contact_function: 'other',
        });
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual({ user_id: ['Bestaat niet'] });
      });
    },
  );
}
