// The gateway's configuration, read once from the environment and validated with zod.
import path from 'node:path';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z.stringbool({
  truthy: ['1', 'true', 'yes', 'on'],
  falsy: ['0', 'false', 'no', 'off'],
});

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: protocols }).optional());

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  // PostgreSQL connections per gateway process (with DATABASE_URL).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // How long a request waits for a PostgreSQL connection before it is answered 503.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  // A statement running longer is cancelled by PostgreSQL (a 503 to the client); 0: no limit.
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  V1_BASE_URL: optionalUrl(/^https?$/),
  // Time limit of each /v1 call the GraphQL facade makes.
  V1_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PUBLIC_URL: optionalUrl(/^https?$/),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('Zorgevaluatie Nederland <no-reply@zorgevaluatie.example>'),
  REDIS_URL: optionalUrl(/^rediss?$/),
  // Auth rate limits (in-memory, per process): attempts per window, per account and per address.
  // Below the reset link's hour: the link mailed last before an account's reset mails are throttled
  // must outlive the window, or a stranger could keep its owner from resetting (docs/security.md).
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 60 * 1000 - 1)
    .default(15 * 60 * 1000),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(50),
  RATE_LIMIT_FORGOT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_FORGOT_PER_IP: z.coerce.number().int().min(1).default(20),
  // Bug reports filed per client address and window (anyone may file one).
  RATE_LIMIT_BUG_REPORTS_PER_IP: z.coerce.number().int().min(1).default(10),
  // Page views reported per client address and window (the public site's analytics).
  RATE_LIMIT_PAGE_VIEWS_PER_IP: z.coerce.number().int().min(1).default(1200),
  // Key prefix of the rate-limit counters in Redis (one per deployment sharing a Redis).
  RATE_LIMIT_REDIS_NAMESPACE: z.string().min(1).max(100).default('zorgevaluatie:rate-limit:'),
  // Staff sessions (a login and its refreshes) end after this long unused, and this long after the
  // login whatever happens (gateway/src/v1/shared/session-policy.ts).
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  // 32 bytes as base64 (or 64 hex digits): encrypts the TOTP secrets of two-factor sign-in at rest
  // (AES-256-GCM). Without it the secrets are stored as they are (still never answered).
  TOTP_ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine(
      (value) => /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, 'base64').length === 32,
      {
        message: 'expected 32 bytes as base64 or 64 hex digits',
      },
    )
    .optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  // Bearer token a Prometheus scraper sends to GET /metrics; unset: only private addresses may read.
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  // OpenTelemetry traces (docs/deployment.md, Tracing): sent over OTLP/HTTP to
  // <endpoint>/v1/traces; unset: tracing is off and no OpenTelemetry SDK code is loaded.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(/^https?$/),
  // Headers sent with every export (a backend's API key): `name=value,name2=value2`.
  OTEL_EXPORTER_OTLP_HEADERS: z
    .string()
    .trim()
    .regex(/^[^\s=,]+=[^,]*(,\s*[^\s=,]+=[^,]*)*$/, { message: 'expected name=value,name2=value2' })
    .optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).max(100).default('zorgevaluatie-gateway'),
  // Share of new traces recorded (0..1); a request that arrives with a `traceparent` follows the
  // caller's decision (a parent-based ratio sampler).
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  // Anonymous /v1 reads answered from memory (gateway/src/http/anonymous-read-cache.ts): how long
  // an answer may be served (0 turns the cache off) and how much memory it may hold.
  ANONYMOUS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  ANONYMOUS_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4_096).default(64),
  // The Redis channel on which gateways sharing REDIS_URL tell each other to drop that cache.
  ANONYMOUS_CACHE_REDIS_CHANNEL: z
    .string()
    .min(1)
    .max(200)
    .default('zorgevaluatie:anonymous-cache:invalidate'),
  // The project board that bug reports become pulses on. Without the URL, board id or group id a
  // report is stored as not configured; the key stays in this process (never logged or stored).
  BOARD_API_URL: optionalUrl(/^https?$/),
  BOARD_API_KEY: z.string().optional(),
  BOARD_ID: z.string().trim().min(1).max(100).optional(),
  BOARD_GROUP_ID: z.string().trim().min(1).max(100).optional(),
  BOARD_USER_ID: z.string().trim().min(1).max(100).optional(),
  // Time limit of each call to the board; the delivery lease is four of these.
  BOARD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Retry backoff: base * 2^(attempts-1), capped, with +-20% jitter; delivery never gives up.
  BOARD_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  BOARD_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60 * 1000),
  // How often the delivery worker looks for due reports (a new report nudges it at once).
  BOARD_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(5_000),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.resolve(import.meta.dirname, '../../web/dist')),
  SEED_DEMO: booleanFlag.default(true),
  // Off where a deploy runs `npm run migrate` once before the gateways start (docs/decisions.md).
  MIGRATE_ON_START: booleanFlag.default(true),
  // GraphQL schema introspection and the playground that needs it (docs/decisions.md, issue 14).
  GRAPHQL_INTROSPECTION: booleanFlag.default(true),
  DEMO_PASSWORD: z.string().min(8).default('Zorg-Demo-2026'),
  DEMO_ADMIN_EMAIL: z.email().default('admin@example.org'),
  DEMO_EDITOR_EMAIL: z.email().default('editor@example.org'),
  DEMO_RESEARCHER_EMAIL: z.email().default('researcher@example.org'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  // How often files nobody references (and older than a day) are removed; 0 turns it off.
  FILE_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60 * 1000),
  // Retention in days (docs/security.md, Privacy): bug reports with their screenshots, mails in
  // the developer outbox (DATA_DIR/outbox), page-view counters; swept every interval (0 = off).
  RETENTION_BUG_REPORTS_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  RETENTION_MAIL_OUTBOX_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  RETENTION_ANALYTICS_DAYS: z.coerce.number().int().min(1).max(36_500).default(395),
  // The history of changes (issue 28): ten years by default; its oldest entries go first.
  RETENTION_HISTORY_DAYS: z.coerce.number().int().min(30).max(36_500).default(3650),
  // How often the scheduler makes due publication changes (issue 28); 0 turns it off.
  SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(15_000),
  // How long a deleted record (with what it owned and its files) can be restored by an admin.
  RESTORE_DELETED_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60 * 1000),
  // Largest accepted upload in bytes (files.size_bytes is a 32-bit integer).
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .default(20 * 1024 * 1024),
  // Where file bytes live (docs/deployment.md, Object storage): `local` under DATA_DIR/uploads
  // (one host), or `s3` in an S3-compatible bucket (AWS S3, MinIO, Ceph) shared by every gateway.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  // Another S3-compatible server than AWS (unset: AWS, by S3_REGION).
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_REGION: z.string().trim().min(1).max(100).default('us-east-1'),
  // Required with STORAGE_DRIVER=s3; the bucket must exist (the gateway does not create it).
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9._-]{3,255}$/, 'expected a bucket name')
    .optional(),
  // Both or neither; unset: the AWS default credential chain (environment, profile, role).
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  // Bucket in the path instead of the host name (MinIO and most self-hosted servers need it).
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  // A folder-like prefix for every key (a slash is added when missing), so deployments can share
  // a bucket; each deployment needs its own, as its sweep removes objects its database does not name.
  S3_KEY_PREFIX: z
    .string()
    .trim()
    .regex(
      /^(?!\/)[a-zA-Z0-9!_.*'()/-]{0,200}$/,
      'expected letters, digits, / _ . - (no leading /)',
    )
    .transform((value) => (value === '' || value.endsWith('/') ? value : `${value}/`))
    .default(''),
});

/** Settings that only make sense together. */
const envSchema = envObject.superRefine((env, context) => {
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET)
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'required when STORAGE_DRIVER is s3',
    });
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
    context.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    });
});

export type Env = z.infer<typeof envSchema>;

/** Every environment variable the gateway reads (docker-compose.yml is checked against them). */
export const configVariables: readonly string[] = Object.keys(envObject.shape);

export interface Config extends Env {
  /** Absolute data directory: the embedded database, uploads and the mail outbox live below it. */
  dataDir: string;
  publicUrl: string;
  v1BaseUrl: string;
  demoAccounts: { role: 'admin' | 'editor' | 'researcher'; email: string }[];
}

/** Thrown for an invalid environment; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const shown = env[variable] === undefined ? '' : ` (got ${JSON.stringify(env[variable])})`;
    throw new ConfigError(`Invalid ${variable}${shown}: ${issue?.message ?? 'invalid value'}`);
  }
  const value = parsed.data;
  const port = value.PORT;
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    ...value,
    dataDir: path.resolve(value.DATA_DIR),
    publicUrl,
    v1BaseUrl: (value.V1_BASE_URL ?? `http://127.0.0.1:${port}/v1`).replace(/\/$/, ''),
    demoAccounts: [
      { role: 'admin', email: value.DEMO_ADMIN_EMAIL },
      { role: 'editor', email: value.DEMO_EDITOR_EMAIL },
      { role: 'researcher', email: value.DEMO_RESEARCHER_EMAIL },
    ],
  };
}
