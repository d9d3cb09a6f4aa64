// No container engine runs on the CI machine, so the deployment files are checked by reading them:
// docker-compose.yml's services and their order of start, every gateway variable against the
// gateway's own config schema, the proxy over every replica, and the Dockerfile's stages.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigError, configVariables, loadConfig } from '../../gateway/src/config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  configs: Record<string, { content: string }>;
};
const services = compose.services;
const gateways = Object.keys(services).filter((name) => name.startsWith('gateway'));

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, Redis, MinIO, mail, one-shot jobs, two gateway replicas and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'buckets',
        'gateway-1',
        'gateway-2',
        'mail',
        'migrate',
        'minio',
        'postgres',
        'proxy',
        'redis',
      ].sort(),
    );
    for (const name of [...gateways, 'migrate']) expect(services[name]?.build).toBe('.');
  });

  it('gives every gateway only variables its config knows, with values it accepts', () => {
    for (const name of gateways) {
      const environment = services[name]?.environment ?? {};
      expect(
        Object.keys(environment).filter((key) => !configVariables.includes(key)),
        name,
      ).toEqual([]);
      expect(() => loadConfig(environment), name).not.toThrow(ConfigError);
      const config = loadConfig(environment);
      expect(config.DATABASE_URL, name).toMatch(/@postgres:5432\//);
      expect(config.REDIS_URL, name).toBe('redis://redis:6379');
      expect(config.MIGRATE_ON_START, name).toBe(false);
    }
  });

  it('keeps files in the MinIO bucket the buckets job makes, not on a gateway volume', () => {
    const minio = services.minio?.environment ?? {};
    const bucketScript = (services.buckets?.command ?? []).join(' ');
    for (const name of gateways) {
      const config = loadConfig(services[name]?.environment ?? {});
      expect(config.STORAGE_DRIVER, name).toBe('s3');
      expect(config.S3_ENDPOINT, name).toBe('http://minio:9000');
      expect(config.S3_FORCE_PATH_STYLE, name).toBe(true);
      expect(config.S3_ACCESS_KEY_ID, name).toBe(minio.MINIO_ROOT_USER);
      expect(config.S3_SECRET_ACCESS_KEY, name).toBe(minio.MINIO_ROOT_PASSWORD);
      expect(bucketScript).toContain(`mb --ignore-existing store/${config.S3_BUCKET}`);
      expect(bucketScript).toContain(`version enable store/${config.S3_BUCKET}`);
      expect((services[name] as { volumes?: unknown }).volumes, name).toBeUndefined();
      expect(services[name]?.depends_on, name).toMatchObject({
        buckets: { condition: 'service_completed_successfully' },
      });
    }
  });

  it('migrates once, after PostgreSQL is healthy and before any gateway starts', () => {
    const migrate = services.migrate;
    expect(migrate?.command?.join(' ')).toContain('gateway/src/db/migrate-cli.ts');
    expect(() => loadConfig(migrate?.environment ?? {})).not.toThrow();
    expect(migrate?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of gateways)
      expect(services[name]?.depends_on, name).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
      });
  });

  it('puts the proxy in front of every replica, checking their readiness', () => {
    const caddyfile = compose.configs.caddyfile?.content ?? '';
    for (const name of gateways) expect(caddyfile).toContain(`${name}:3000`);
    expect(caddyfile).toContain('health_uri /readyz');
    expect(services.proxy?.depends_on).toEqual(expect.arrayContaining(gateways));
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);

  it('builds in stages and runs a small image as an unprivileged user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const runtime = stages.at(-1) ?? '';
    expect(runtime).toMatch(/^node:24-\S+ AS runtime/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^CMD \["node", "gateway\/src\/main\.ts"\]$/m);
    // Only production dependencies reach the runtime, and no build tool runs in it.
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace gateway/);
    expect(runtime).not.toMatch(/npm (ci|install|run)/);
    expect(runtime).toContain('COPY --from=build /app/web/dist web/dist');
  });

  it('copies only what exists, and leaves local state out of the build context', () => {
    const copied = [...dockerfile.matchAll(/^COPY (?!--from)(\S+)/gm)].map((match) => match[1]);
    for (const source of copied)
      expect(fs.existsSync(path.join(root, source ?? '')), source).toBe(true);
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'data', 'web/dist', '.git']));
  });
});
