// The `error.type` of a failed span: the error's code when it has one (PostgreSQL's 57014, undici's
// UND_ERR_HEADERS_TIMEOUT), else its class name; never its message, which may quote input.
export function errorType(error: unknown): string {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  if (typeof code === 'string' && code !== '') return code;
  return error instanceof Error ? error.name : 'Error';
}
