import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.v1BaseUrl).toBe('http://127.0.0.1:3000/v1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.DEMO_PASSWORD).toBe('Zorg-Demo-2026');
    expect(config.SESSION_IDLE_MINUTES).toBe(30);
    expect(config.SESSION_ABSOLUTE_HOURS).toBe(12);
    expect(config.TOTP_ENCRYPTION_KEY).toBeUndefined();
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(config.OTEL_SERVICE_NAME).toBe('zorgevaluatie-gateway');
    expect(config.OTEL_TRACES_SAMPLER_ARG).toBe(1);
    expect(config.demoAccounts.map((account) => account.email)).toEqual([
      'admin@example.org',
      'editor@example.org',
      'researcher@example.org',
    ]);
  });

  it('reads overrides and derives URLs from the port', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PUBLIC_URL: 'https://zorgevaluatie.example/',
      SEED_DEMO: 'false',
      DEMO_PASSWORD: 'Ander-Wachtwoord-1',
      LOG_LEVEL: 'warn',
    });
    expect(config.PORT).toBe(8080);
    expect(config.v1BaseUrl).toBe('http://127.0.0.1:8080/v1');
    expect(config.publicUrl).toBe('https://zorgevaluatie.example');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.DEMO_PASSWORD).toBe('Ander-Wachtwoord-1');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'not a url'],
    ['SEED_DEMO', 'maybe'],
    ['DEMO_ADMIN_EMAIL', 'admin'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_ABSOLUTE_HOURS', 'twaalf'],
    ['TOTP_ENCRYPTION_KEY', 'te-kort'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'grpc://collector:4317'],
    ['OTEL_EXPORTER_OTLP_HEADERS', 'api-key'],
    ['OTEL_TRACES_SAMPLER_ARG', '1.5'],
    // The reset link's hour must outlive the throttle's window.
    ['RATE_LIMIT_WINDOW_MS', '3600000'],
  ])('rejects %s=%s with one line naming the variable', (variable, value) => {
    const attempt = () => loadConfig({ [variable]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid ${variable} \\(got "${value}"\\): [^\\n]+$`));
  });

  it('stores files on the local disk unless STORAGE_DRIVER says s3', () => {
    const config = loadConfig({});
    expect(config.STORAGE_DRIVER).toBe('local');
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    expect(config.S3_KEY_PREFIX).toBe('');
  });

  it('reads the S3 settings and makes the key prefix a folder', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'zorgevaluatie-files',
      S3_ACCESS_KEY_ID: 'gateway',
      S3_SECRET_ACCESS_KEY: 'geheim-genoeg',
      S3_FORCE_PATH_STYLE: 'true',
      S3_KEY_PREFIX: 'productie',
    });
    expect(config).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'zorgevaluatie-files',
      S3_FORCE_PATH_STYLE: true,
      S3_KEY_PREFIX: 'productie/',
    });
  });

  it('needs S3_BUCKET for the s3 driver and both S3 keys or neither', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      /^Invalid S3_BUCKET: required when STORAGE_DRIVER is s3$/,
    );
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'gateway' }),
    ).toThrow(/^Invalid S3_SECRET_ACCESS_KEY: .*set both or neither$/);
    // Without keys the AWS default credential chain answers (an instance or task role).
    expect(
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files' }).S3_ACCESS_KEY_ID,
    ).toBeUndefined();
  });

  it.each([
    ['STORAGE_DRIVER', 'ftp'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_BUCKET', 'a/b'],
    ['S3_KEY_PREFIX', '/absoluut'],
    ['S3_FORCE_PATH_STYLE', 'misschien'],
  ])('rejects storage setting %s=%s', (variable, value) => {
    expect(() =>
      loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files', [variable]: value }),
    ).toThrow(new RegExp(`^Invalid ${variable} \\(got "${value}"\\): [^\\n]+$`));
  });
});
