// Walks the GraphQL schema as one caller: from every Query field, breadth first, each object type is
// expanded (every scalar field, and the scalars of every object field below it) until it has been
// seen with data, to a bounded number of hops. Every answer goes to `inspect`.
import {
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

export interface WalkAnswer {
  status: number;
  data: unknown;
  errors: { message: string }[];
}

interface Step {
  field: string;
  args: string;
}

const MAX_HOPS = 5;
const MAX_TRIES_PER_TYPE = 4;

type AnyField = GraphQLField<unknown, unknown>;

const isLeaf = (field: AnyField) => {
  const type = getNamedType(field.type);
  return isScalarType(type) || isEnumType(type);
};

/** Arguments for the field's required ones, or undefined when they cannot be made up. */
function argumentsFor(field: AnyField, ids: Map<string, string[]>): string | undefined {
  const parts: string[] = [];
  for (const arg of field.args) {
    const type = getNamedType(arg.type).name;
    // A record by id: the first id seen of its type (an optional `id` too, or it answers null).
    const byId = arg.name === 'id' && type === 'ID';
    if (!byId && (!isNonNullType(arg.type) || arg.defaultValue !== undefined)) continue;
    if (type === 'ID') {
      const id = ids.get(getNamedType(field.type).name)?.[0] ?? '1';
      parts.push(`${arg.name}: ${JSON.stringify(id)}`);
    } else if (type === 'String') parts.push(`${arg.name}: "van"`);
    else if (type === 'Int') parts.push(`${arg.name}: 1`);
    else return undefined;
  }
  return parts.length > 0 ? `(${parts.join(', ')})` : '';
}

function scalarsOf(type: GraphQLObjectType): string {
  const names = Object.values(type.getFields())
    .filter((field) => isLeaf(field) && field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => field.name);
  return ['__typename', ...names].join(' ');
}

/** Objects found at the end of `path` in `data` (lists flattened). */
function objectsAt(data: unknown, path: Step[]): Record<string, unknown>[] {
  let here: unknown[] = [data];
  for (const step of path) {
    here = here
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .map((value) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[step.field] : null,
      )
      .flatMap((value) => (Array.isArray(value) ? value : [value]));
  }
  return here.filter(
    (value): value is Record<string, unknown> => value !== null && typeof value === 'object',
  );
}

/** Remembers every `{ __typename, id }` of an answer, for arguments of later queries. */
function collectIds(value: unknown, ids: Map<string, string[]>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, ids);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.__typename === 'string' && typeof record.id === 'string') {
    const known = ids.get(record.__typename) ?? [];
    if (!known.includes(record.id)) ids.set(record.__typename, [...known, record.id]);
  }
  for (const item of Object.values(record)) collectIds(item, ids);
}

const nest = (path: Step[], inner: string) =>
  path.reduceRight((selection, step) => `${step.field}${step.args} { ${selection} }`, inner);

export async function walkSchema(
  schema: GraphQLSchema,
  ask: (query: string) => Promise<WalkAnswer>,
  inspect: (query: string, answer: WalkAnswer) => void,
): Promise<{ queries: number; typesWithData: Set<string> }> {
  const query = schema.getQueryType();
  if (!query) throw new Error('no Query type');
  const ids = new Map<string, string[]>();
  const seen = new Set<string>();
  const tries = new Map<string, number>();
  let queries = 0;

  const send = async (document: string) => {
    queries += 1;
    const answer = await ask(`{ ${document} }`);
    inspect(`{ ${document} }`, answer);
    collectIds(answer.data, ids);
    return answer;
  };

  // Lists (no required arguments) first, so one-record fields find real ids.
  const roots = Object.values(query.getFields()).sort(
    (a, b) =>
      Number(a.args.some((arg) => isNonNullType(arg.type))) -
      Number(b.args.some((arg) => isNonNullType(arg.type))),
  );
  const queue: { path: Step[]; type: GraphQLObjectType }[] = [];
  for (const root of roots) {
    const type = getNamedType(root.type);
    if (isObjectType(type)) queue.push({ path: [{ field: root.name, args: '' }], type });
  }

  while (queue.length > 0) {
    const node = queue.shift();
    if (!node || seen.has(node.type.name)) continue;
    const attempt = (tries.get(node.type.name) ?? 0) + 1;
    if (attempt > MAX_TRIES_PER_TYPE) continue;
    tries.set(node.type.name, attempt);

    // Arguments are made up when the node is reached, with the ids known by then.
    const path = node.path.map((step, index) => {
      if (index > 0 || step.args) return step;
      const field = query.getFields()[step.field];
      return { ...step, args: field ? (argumentsFor(field, ids) ?? '') : '' };
    });
    const children = Object.values(node.type.getFields()).flatMap((field) => {
      const type = getNamedType(field.type);
      const args = argumentsFor(field, ids);
      return isObjectType(type) && args !== undefined ? [{ field, type, args }] : [];
    });
    const childSelection = (child: (typeof children)[number]) =>
      `${child.field.name}${child.args} { ${scalarsOf(child.type)} }`;
    const whole = nest(path, `${scalarsOf(node.type)} ${children.map(childSelection).join(' ')}`);
    let answer = await send(whole);
    if (answer.status === 400) {
      // Over the cost or token limits together: the scalars, then each object field on its own.
      answer = await send(nest(path, scalarsOf(node.type)));
      for (const child of children) await send(nest(path, childSelection(child)));
    }
    if (objectsAt(answer.data, path).length > 0) seen.add(node.type.name);
    if (path.length >= MAX_HOPS) continue;
    for (const child of children)
      if (!seen.has(child.type.name))
        queue.push({
          path: [...path, { field: child.field.name, args: child.args }],
          type: child.type,
        });
  }
  return { queries, typesWithData: seen };
}
