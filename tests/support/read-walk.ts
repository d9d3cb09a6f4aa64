// Every read of /v1 as the gateway's own OpenAPI document lists it: each GET route (but the document
// itself and a file's bytes) with no include, with each include its resource allows and with all of
// them at once, as each caller given (an admin sees the most, a visitor the least). Tests of what
// answers carry walk it, so a new route or include is covered without being named.
import { listResources } from './list-resources.ts';
import { openApiOperations, pathFiller } from './openapi-routes.ts';

export interface ReadAnswer {
  /** The caller's name, as given to `readEveryRoute`. */
  caller: string;
  /** The documented path, e.g. `/v1/evaluations/{id}`. */
  route: string;
  /** What was asked: the path with real ids, and the query. */
  url: string;
  status: number;
  contentType: string;
  text: string;
}

/**
 * Reads every GET route as described above as each caller (name -> access token, '' for a visitor),
 * handing each answer to `check` as it arrives.
 */
export async function readEveryRoute(
  baseUrl: string,
  callers: Record<string, string>,
  check: (answer: ReadAnswer) => void,
): Promise<{ routes: number }> {
  const reads = (await openApiOperations(baseUrl)).filter(
    (operation) =>
      operation.method === 'GET' &&
      !['/v1/openapi.json', '/v1/files/{id}'].includes(operation.path),
  );
  for (const [caller, token] of Object.entries(callers)) {
    const fill = pathFiller(baseUrl, token);
    for (const operation of reads) {
      const path = await fill(operation.path);
      const base = operation.path.replace(/\/\{id\}$/, '');
      const includes = listResources.find((resource) => resource.path === base)?.includes ?? [];
      const queries = ['', ...includes.map((name) => `with[]=${name}`)];
      if (includes.length > 1) queries.push(includes.map((name) => `with[]=${name}`).join('&'));
      for (const query of queries) {
        const url = `${path}?${query}`;
        const response = await fetch(`${baseUrl}${url}`, {
          headers: {
            accept: 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
        check({
          caller,
          route: operation.path,
          url,
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          text: await response.text(),
        });
      }
    }
  }
  return { routes: reads.length };
}
