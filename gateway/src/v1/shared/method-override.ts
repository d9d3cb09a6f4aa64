// The spec's method override: POST with `_method: PATCH|PUT|DELETE` in a JSON or multipart body.

export function stripMethod(body: unknown): { method: string | undefined; rest: unknown } {
  if (typeof body !== 'object' || body === null) return { method: undefined, rest: body };
  const { _method, ...rest } = body as Record<string, unknown>;
  return { method: typeof _method === 'string' ? _method.toUpperCase() : undefined, rest };
}
