// The soak's traffic: visitors browsing and searching through /v1 and GraphQL, staff editing, and
// uploads, in fixed proportions. The requests are the benchmark's (bench/scenarios.ts); each kind
// keeps every response time and its errors (a status of 400 or more, no answer, or GraphQL errors).
import type { Call, RequestSpec } from '../../bench/load.ts';
import {
  type Fixture,
  operationScenarios,
  random,
  requestScenarios,
  type Scenario,
} from '../../bench/scenarios.ts';
import { samplePng } from '../../gateway/src/test-support/sample-files.ts';

/** Longest a request may take before it counts as an error (no answer). */
const REQUEST_TIMEOUT_MS = 30_000;

export interface KindRecord {
  times: number[];
  errors: number;
  /** The first few errors, for the report. */
  examples: string[];
}

type Step = (fixture: Fixture, call: Call) => Promise<void>;

const scenario = (name: string): Scenario => {
  const found = requestScenarios.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no bench scenario ${name}`);
  return found;
};
const oneOf =
  (...names: string[]): Step =>
  async (fixture, call) => {
    const chosen = scenario(names[Math.floor(random() * names.length)] as string);
    await call(chosen.next(fixture));
  };

const staffEdit = operationScenarios.find((candidate) => candidate.name === 'write-mix');

/** An upload of a small image, a little different each time. */
const upload: Step = async (fixture, call) => {
  const form = new FormData();
  const bytes = Buffer.concat([samplePng(), Buffer.alloc(Math.floor(random() * 16_384))]);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'soak.png');
  await call({
    method: 'POST',
    path: '/v1/files',
    headers: { authorization: `Bearer ${fixture.adminToken}` },
    body: form,
  } as unknown as RequestSpec);
};

/** Kinds and their weights (out of 14). */
export const soakKinds: { kind: string; weight: number; step: Step }[] = [
  { kind: 'v1-browse', weight: 4, step: oneOf('v1-list', 'v1-detail') },
  { kind: 'v1-search', weight: 2, step: oneOf('v1-search') },
  { kind: 'graphql-browse', weight: 4, step: oneOf('graphql-list', 'graphql-detail', 'home') },
  { kind: 'graphql-search', weight: 2, step: oneOf('graphql-search') },
  {
    kind: 'staff-edit',
    weight: 1,
    step: async (fixture, call) => {
      if (!staffEdit) throw new Error('no bench write mix');
      await staffEdit.operation(fixture)(call);
    },
  },
  { kind: 'upload', weight: 1, step: upload },
];
const totalWeight = soakKinds.reduce((sum, entry) => sum + entry.weight, 0);

function pickKind() {
  let roll = random() * totalWeight;
  for (const entry of soakKinds) {
    roll -= entry.weight;
    if (roll < 0) return entry;
  }
  return soakKinds[0] as (typeof soakKinds)[number];
}

/** Why an answer is an error, or undefined when it is a success. */
function failureOf(status: number, body: string, graphql: boolean): string | undefined {
  if (status >= 400) return `${status} ${body.slice(0, 200)}`;
  if (!graphql) return undefined;
  const parsed = JSON.parse(body) as { errors?: unknown[] };
  return parsed.errors?.length ? `GraphQL errors: ${body.slice(0, 200)}` : undefined;
}

/** One operation of a kind drawn by weight; its time and outcome go into `records`. */
export async function soakStep(
  baseUrl: string,
  fixture: Fixture,
  records: Map<string, KindRecord>,
): Promise<void> {
  const { kind, step } = pickKind();
  const record = records.get(kind) ?? { times: [], errors: 0, examples: [] };
  records.set(kind, record);
  const call: Call = async (spec) => {
    const response = await fetch(`${baseUrl}${spec.path}`, {
      method: spec.method,
      headers: {
        accept: 'application/json',
        'x-application': 'zorgevaluatie-soak',
        ...spec.headers,
      },
      body: spec.body ?? null,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    const failure = failureOf(response.status, body, spec.path === '/graphql');
    if (failure) throw new Error(`${spec.method} ${spec.path.slice(0, 80)}: ${failure}`);
    return { status: response.status, body };
  };
  const started = performance.now();
  try {
    await step(fixture, call);
    record.times.push(performance.now() - started);
  } catch (error) {
    record.errors++;
    if (record.examples.length < 5)
      record.examples.push(error instanceof Error ? error.message : String(error));
  }
}
