// Loaded into a gateway process before its entry (`node --import <this>`): writes each OpenTelemetry
// package the process resolves, as `module-probe: <specifier>` on stderr, so a test can tell which
// of them the gateway loaded (the tracing SDK only with an OTLP endpoint configured).
import { registerHooks } from 'node:module';

const seen = new Set<string>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('@opentelemetry/') && !seen.has(specifier)) {
      seen.add(specifier);
      process.stderr.write(`module-probe: ${specifier}\n`);
    }
    return nextResolve(specifier, context);
  },
});
