// The OpenTelemetry SDK, set up by hand (no auto-instrumentation, no environment read by the SDK
// itself): spans are batched and sent over OTLP/HTTP as JSON to <endpoint>/v1/traces; W3C trace
// context travels in `traceparent`; the active span follows async calls (AsyncLocalStorage).
// Loaded only through tracing.ts, when an endpoint is configured.
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { parseKeyPairsIntoRecord, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { Config } from '../config.ts';

export interface Tracing {
  /** Sends the spans still queued and stops exporting (the last step of a graceful stop). */
  shutdown(): Promise<void>;
}

export type TracingConfig = Pick<
  Config,
  | 'OTEL_EXPORTER_OTLP_ENDPOINT'
  | 'OTEL_EXPORTER_OTLP_HEADERS'
  | 'OTEL_SERVICE_NAME'
  | 'OTEL_TRACES_SAMPLER_ARG'
>;

/** One export may take this long; a graceful stop waits for at most one more. */
const EXPORT_TIMEOUT_MS = 5_000;

export function startTracingSdk(
  config: TracingConfig & { OTEL_EXPORTER_OTLP_ENDPOINT: string },
): Tracing {
  const exporter = new OTLPTraceExporter({
    url: `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`,
    headers: parseKeyPairsIntoRecord(config.OTEL_EXPORTER_OTLP_HEADERS),
    timeoutMillis: EXPORT_TIMEOUT_MS,
  });
  const provider = new TracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
    ),
    sampler: new ParentBasedSampler({
      root: new TraceIdRatioBasedSampler(config.OTEL_TRACES_SAMPLER_ARG),
    }),
    spanProcessors: [new BatchSpanProcessor({ exporter, exportTimeoutMillis: EXPORT_TIMEOUT_MS })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
