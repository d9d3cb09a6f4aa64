// Whether this process exports OpenTelemetry traces: only with OTEL_EXPORTER_OTLP_ENDPOINT set. The
// SDK is imported on demand, so a gateway without an endpoint never loads it, and its request path
// has no tracing hooks at all (app.ts registers them only when this is on).
import type { Config } from '../config.ts';
// Types only: erased at run time, so the SDK still loads only through the import() below.
import type { Tracing, TracingConfig } from './tracing-sdk.ts';

export const isTracingOn = (config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT'>): boolean =>
  config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined;

/** Starts the SDK when an endpoint is configured; undefined (and nothing loaded) otherwise. */
export async function startTracing(config: TracingConfig): Promise<Tracing | undefined> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint === undefined) return undefined;
  const { startTracingSdk } = await import('./tracing-sdk.ts');
  return startTracingSdk({ ...config, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
}
