// A bug report as the browser sends it to POST /v1/bug-reports, with secrets in it on purpose so
// tests can prove the gateway redacts them; and a real 1x1 PNG as a screenshot data URL.

export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const pngDataUrl = `data:image/png;base64,${PNG_1X1}`;

/** Secrets planted in the sample; none may appear in a stored report or a pulse. */
export const plantedSecrets = {
  accessToken: `zva_${'Q1w2E3r4T5'.repeat(4)}abc`,
  refreshToken: `zvr_${'Z9x8C7v6B5'.repeat(4)}xyz`,
  password: 'Geheim-Wachtwoord-123!',
  secret: 'very-secret-api-value',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLXBhcnQtb2YtdGhlLWp3dA',
};

export function sampleReport(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const s = plantedSecrets;
  return {
    title: 'Opslaan van evaluatie mislukt',
    description: 'Na klikken op Opslaan verschijnt een foutmelding en blijft het formulier open.',
    url: `https://zorgevaluatie.example/cms/evaluations/12?token=${s.accessToken}&tab=people`,
    occurred_at: '2026-11-24T10:15:00.000Z',
    stack_trace: [
      {
        message: "TypeError: Cannot read properties of undefined (reading 'id')",
        filename: 'https://zorgevaluatie.example/assets/index-abc.js',
        line: 12,
        column: 3456,
        error: `TypeError: Cannot read properties of undefined\n    at save (index-abc.js:12:3456)\n    sent Bearer ${s.accessToken}`,
      },
    ],
    local_storage: {
      'zv.session': JSON.stringify({ accessToken: s.accessToken, refreshToken: s.refreshToken }),
      'zv.locale': 'nl',
      'zv.draft': JSON.stringify({ title: 'Heup', password: s.password, nested: { jwt: s.jwt } }),
    },
    actions: [
      { type: 'route/changed', at: '2026-11-24T10:14:00.000Z', payload: { path: '/cms' } },
      {
        type: 'session/loggedIn',
        at: '2026-11-24T10:14:10.000Z',
        payload: { user: { id: 1 }, accessToken: s.accessToken, refresh_token: s.refreshToken },
      },
      {
        type: 'form/submitted',
        at: '2026-11-24T10:14:50.000Z',
        payload: { values: { password: s.password, clientSecret: s.secret, note: s.jwt } },
      },
    ],
    browser: {
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      language: 'nl-NL',
      viewport_width: 1280,
      viewport_height: 800,
    },
    ...overrides,
  };
}
