// The answers the gateway's OpenAPI document declares, as validators (Ajv, JSON Schema 2020-12 as
// OpenAPI 3.1 uses it): per operation and status, the schema of its body with the components it
// refers to. Every object that names its properties is closed here (no property it does not name),
// so an answer with a field its schema does not declare fails, as does one without a required field.
import ajv2020 from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

type Schema = Record<string, unknown>;

interface Response {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components: { schemas: Record<string, Schema> };
}

export async function fetchOpenApi(baseUrl: string): Promise<OpenApiDocument> {
  const response = await fetch(`${baseUrl}/v1/openapi.json`);
  if (response.status !== 200) throw new Error(`openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** Where the components live for Ajv: one schema holding them all as `$defs`. */
const COMPONENTS = 'urn:zorgevaluatie:components';

const isObject = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const mapValues = (record: unknown, map: (value: unknown) => unknown) =>
  isObject(record)
    ? Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]))
    : record;

/**
 * The schema as the test holds answers to it: objects with named properties closed (an open one,
 * `additionalProperties` absent, `true` or `{}`, becomes closed) and component references pointed
 * at the components schema.
 */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!isObject(schema)) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string')
      out.$ref = value.replace('#/components/schemas/', `${COMPONENTS}#/$defs/`);
    else if (key === 'properties' || key === '$defs') out[key] = mapValues(value, closed);
    else out[key] = closed(value);
  }
  const extra = out.additionalProperties;
  if (
    isObject(out.properties) &&
    (extra === undefined || extra === true || (isObject(extra) && Object.keys(extra).length === 0))
  )
    out.additionalProperties = false;
  return out;
}

export interface AnswerValidator {
  /** The operation's declared answers by status, or undefined when the document has no such one. */
  responses(method: string, path: string): Record<string, Response> | undefined;
  /**
   * What is wrong with an answer of the documented operation `method path`: its status undeclared,
   * its media type undeclared, a body where none is declared, or the JSON body against the schema
   * of its status. Empty when the answer is as declared.
   */
  check(
    method: string,
    path: string,
    answer: { status: number; contentType: string; text: string },
  ): string[];
}

export function answerValidator(spec: OpenApiDocument): AnswerValidator {
  const Ajv = ajv2020.default;
  const ajv = new Ajv({ allErrors: true, strictTypes: false, strictTuples: false });
  ajvFormats.default(ajv);
  ajv.addSchema({ $id: COMPONENTS, $defs: mapValues(spec.components.schemas, closed) });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const responses = (method: string, path: string) =>
    spec.paths[path]?.[method.toLowerCase()]?.responses;

  return {
    responses,
    check(method, path, { status, contentType, text }) {
      const declared = responses(method, path);
      if (!declared) return [`${method} ${path} is not in the document`];
      const response = declared[String(status)];
      if (!response) return [`${status} is not declared`];
      if (!response.content) return text === '' ? [] : [`${status} is declared without a body`];
      const mediaType = contentType.split(';')[0]?.trim() ?? '';
      const type = Object.keys(response.content).find(
        (declaredType) => declaredType.split(';')[0]?.trim() === mediaType,
      );
      if (type === undefined) return [`${status} ${mediaType} is not declared`];
      if (mediaType !== 'application/json') return [];
      const key = `${method} ${path} ${status}`;
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile(closed(response.content[type]?.schema ?? {}) as Schema);
        compiled.set(key, validate);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return [`${status} is not JSON: ${text.slice(0, 80)}`];
      }
      if (validate(body)) return [];
      // The first few: one field missing from a list of records would repeat for each record.
      return (validate.errors ?? [])
        .slice(0, 3)
        .map(
          (error) =>
            `${status} ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
        );
    },
  };
}
