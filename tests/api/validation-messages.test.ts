// Each validation rule of spec section 5 through real HTTP, with its message in Dutch and English.
import { beforeAll, describe, expect, it } from 'vitest';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import type { V1Client } from '../support/api-server.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

type Failure = { errors: Record<string, string[]> };

const pglite = pgliteTestDatabase();

describe('validation messages in both languages', () => {
  const gateway = useSeededGateway(pglite);
  let evaluationId: number;

  beforeAll(async () => {
    evaluationId = (
      await gateway.server.database.db
        .selectFrom('evaluations')
        .select('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const cases: {
    rule: string;
    send: (api: V1Client, locale: string) => Promise<{ status: number; body: unknown }>;
    field: string;
    nl: string;
    en: string;
  }[] = [
    {
      rule: 'required',
      field: 'title',
      nl: 'Verplicht',
      en: 'Required',
      send: (api, locale) => api.post('/specializations', { title: '' }, { locale }),
    },
    {
      rule: 'name',
      field: 'first_name',
      nl: 'Ongeldige naam',
      en: 'Invalid name',
      send: (api, locale) =>
        api.post('/users', { email: 'naam@example.org', first_name: 'Jan Willem' }, { locale }),
    },
    {
      rule: 'url',
      field: 'url',
      nl: 'Ongeldige url',
      en: 'Invalid url',
      send: (api, locale) =>
        api.post('/associations', { title: 'Vereniging', url: 'geen url' }, { locale }),
    },
    {
      rule: 'email',
      field: 'email',
      nl: 'Ongeldige email',
      en: 'Invalid email',
      send: (api, locale) =>
        api.post('/users', { email: 'geen-adres', name: 'Iemand' }, { locale }),
    },
    {
      rule: 'number',
      field: 'vimeo_id',
      nl: 'Alleen cijfers toegestaan',
      en: 'Only digits allowed',
      send: (api, locale) =>
        api.patch(`/evaluations/${evaluationId}`, { vimeo_id: '12ab' }, { locale }),
    },
    {
      rule: 'postcode',
      field: 'postcode',
      nl: 'Vul een juiste postcode in',
      en: 'Enter a valid postcode',
      send: (api, locale) =>
        api.post(
          '/addresses',
          { street: 'Heidelberglaan', number: '100', postcode: '3584 SA', city: 'Utrecht' },
          { locale },
        ),
    },
    {
      rule: 'password confirmation',
      field: 'password_confirmation',
      nl: 'De wachtwoorden komen niet overeen',
      en: 'The passwords do not match',
      send: (api, locale) =>
        api.post(
          '/auth/reset-password',
          { token: 'x', password: 'Zorg-Demo-2027', password_confirmation: 'Zorg-Demo-2028' },
          { locale },
        ),
    },
  ];

  for (const { rule, field, nl, en, send } of cases) {
    it(`${rule}: '${nl}' / '${en}'`, async () => {
      const dutch = await send(gateway.v1.admin, 'nl');
      expect(dutch.status).toBe(422);
      expect((dutch.body as Failure).errors[field]).toContain(nl);
      const english = await send(gateway.v1.admin, 'en');
      expect((english.body as Failure).errors[field]).toContain(en);
    });
  }

  it('password rules: each broken rule has its own message, in both languages', async () => {
    const dutch = await gateway.v1.admin.post<Failure>('/auth/reset-password', {
      token: 'x',
      password: 'abc',
      password_confirmation: 'abc',
    });
    expect(dutch.body.errors.password).toEqual([
      'Het wachtwoord moet minimaal één hoofdletter bevatten',
      'Het wachtwoord moet minimaal 8 tekens lang zijn',
      'Het wachtwoord moet minimaal één cijfer bevatten',
      'Het wachtwoord moet minimaal één speciaal teken bevatten',
    ]);
    const english = await gateway.v1.admin.post<Failure>(
      '/auth/reset-password',
      { token: 'x', password: '', password_confirmation: '' },
      { locale: 'en' },
    );
    expect(english.body.errors.password).toEqual(['Password is required']);
  });
});
