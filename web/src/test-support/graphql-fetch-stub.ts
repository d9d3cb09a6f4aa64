// A stand-in for the GraphQL endpoint in the password tests: answers each request with the next
// prepared body and records what was sent.
import { vi } from 'vitest';

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

export function stubGraphqlFetch(...answers: unknown[]) {
  const sent: SentOperation[] = [];
  const fetch = vi.fn(async (_url: unknown, init?: { body?: unknown }) => {
    sent.push(JSON.parse(String(init?.body)) as SentOperation);
    const answer = answers.shift() ?? { errors: [{ message: 'No answer prepared' }] };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}
