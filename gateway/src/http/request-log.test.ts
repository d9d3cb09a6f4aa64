// The request log keeps no full client address and no query values: checked on the entry itself
// and on the JSON line a Fastify instance with the gateway's logger options writes.
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, truncateAddress, urlWithoutValues } from './request-log.ts';

describe('request log', () => {
  it('truncates addresses to their network', () => {
    expect(truncateAddress('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateAddress('::ffff:203.0.113.77')).toBe('203.0.113.0');
    expect(truncateAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::');
    expect(truncateAddress('2001:db8::7')).toBe('2001:db8:0::');
    expect(truncateAddress('::1')).toBe('0:0:0::');
    expect(truncateAddress(undefined)).toBeUndefined();
    expect(truncateAddress('not an address')).toBeUndefined();
  });

  it('keeps the names of query parameters, not their values', () => {
    expect(urlWithoutValues('/reset-password?token=geheim')).toBe('/reset-password?token');
    expect(urlWithoutValues('/v1/users?filter[search]=Jansen&page=2')).toBe(
      '/v1/users?filter[search]&page',
    );
    expect(urlWithoutValues('/evaluations')).toBe('/evaluations');
  });

  it("is what Fastify writes with the gateway's logger options", async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) =>
      lines.push(...chunk.toString().split('\n').filter(Boolean)),
    );
    const app = Fastify({ logger: loggerOptions('info', stream) });
    app.get('/reset-password', async () => 'ok');
    await app.inject({
      url: '/reset-password?token=geheim',
      remoteAddress: '198.51.100.23',
      headers: { 'user-agent': 'Mozilla/5.0 LogTest' },
    });
    await app.close();
    const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.req);
    expect(incoming.req).toEqual({
      method: 'GET',
      url: '/reset-password?token',
      remoteAddress: '198.51.100.0',
    });
    expect(lines.join('\n')).not.toMatch(/geheim|198\.51\.100\.23|LogTest/);
  });
});
