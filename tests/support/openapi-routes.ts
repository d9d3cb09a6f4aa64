// The /v1 routes as the gateway's own OpenAPI document lists them, with their path parameters filled
// by real ids, so tests that walk "every route" cover new routes without being told about them.

export interface OpenApiOperation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The documented path, e.g. `/v1/evaluations/{id}/relationships/posts/{relationId}`. */
  path: string;
  /** Property names of the JSON request body, when the body is documented. */
  bodyFields: string[];
  /** Names of the documented query parameters (`with` on a read of one record). */
  queryNames: string[];
}

interface Spec {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        };
      }
    >
  >;
}

export async function openApiOperations(baseUrl: string): Promise<OpenApiOperation[]> {
  const response = await fetch(`${baseUrl}/v1/openapi.json`);
  if (response.status !== 200) throw new Error(`openapi.json answered ${response.status}`);
  const spec = (await response.json()) as Spec;
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as OpenApiOperation['method'],
      path,
      bodyFields: Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
      queryNames: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    })),
  );
}

/** A GET of a collection: a path that does not end in a parameter. */
export const isListRoute = (operation: OpenApiOperation) =>
  operation.method === 'GET' &&
  !operation.path.endsWith('}') &&
  operation.path !== '/v1/openapi.json';

/**
 * Fills each `{param}` with the first id (or key) the collection before it lists (as the given
 * token sees it), so a request reaches the record rather than a 404. Falls back to 1.
 */
export function pathFiller(baseUrl: string, token: string) {
  const known = new Map<string, string>();
  const firstId = async (collection: string): Promise<string> => {
    const cached = known.get(collection);
    if (cached) return cached;
    const response = await fetch(`${baseUrl}${collection}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    const body = (await response.json().catch(() => ({}))) as {
      data?: { id?: number; key?: string }[];
    };
    // Records by id; the site's information pages by key.
    const first = Array.isArray(body.data) ? body.data[0] : undefined;
    const id = String(first?.id ?? first?.key ?? 1);
    known.set(collection, id);
    return id;
  };
  return async (path: string): Promise<string> => {
    let filled = '';
    for (const segment of path.split('/').slice(1)) {
      filled += `/${/^\{\w+\}$/.test(segment) ? await firstId(filled) : segment}`;
    }
    return filled;
  };
}
