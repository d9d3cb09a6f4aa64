// A tiny OTLP/HTTP trace receiver for tests: records the spans POSTed to /v1/traces as JSON (the
// content the gateway's exporter sends), flattened with their resource's service name.
import http from 'node:http';

export interface ReceivedSpan {
  service: string | undefined;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

export interface OtlpReceiver {
  /** The base URL, as OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans(): ReceivedSpan[];
  /** Content types of the exports received. */
  contentTypes(): string[];
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
}

function attributesOf(list: OtlpAttribute[] = []): ReceivedSpan['attributes'] {
  const entries = list.map(({ key, value }) => {
    const plain =
      value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue ?? NaN);
    return [key, plain] as const;
  });
  return Object.fromEntries(entries);
}

function flatten(body: OtlpExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpan) => {
    const service = attributesOf(resourceSpan.resource?.attributes)['service.name'];
    return (resourceSpan.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service: typeof service === 'string' ? service : undefined,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      contentTypes.push(request.headers['content-type'] ?? '');
      spans.push(...flatten(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('receiver not listening');
  return {
    url: `http://127.0.0.1:${address.port}`,
    spans: () => [...spans],
    contentTypes: () => [...contentTypes],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
