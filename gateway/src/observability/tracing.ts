// Whether this process exports OpenTelemetry traces: only with OTEL_EXPORTER_OTLP_ENDPOINT set. The
// SDK is imported on demand, so a gateway without an endpoint never loads it, and its request path
// has no tracing hooks at all (app.ts registers them only when this is on).
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

export const isTracingOn = (config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT'>): boolean =>
  config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined;

/** Starts the SDK when an endpoint is configured; undefined (and nothing loaded) otherwise. */
export async function startTracing(config: TracingConfig): Promise<Tracing | undefined> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint === undefined) return undefined;
  const { startTracingSdk } = await import('./tracing-sdk.ts');
  return startTracingSdk({ ...config, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
}
