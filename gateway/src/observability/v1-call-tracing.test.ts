import { describe, expect, it } from 'vitest';
import { pathTemplate } from './v1-call-tracing.ts';

describe('pathTemplate', () => {
  it('replaces record ids so one route has one span name', () => {
    expect(pathTemplate('/v1/evaluations/12')).toBe('/v1/evaluations/{id}');
    expect(pathTemplate('/v1/evaluations/12/documents/7')).toBe(
      '/v1/evaluations/{id}/documents/{id}',
    );
    expect(pathTemplate('/v1/evaluations')).toBe('/v1/evaluations');
    expect(pathTemplate('/v1/auth/two-factor')).toBe('/v1/auth/two-factor');
    expect(pathTemplate('/v1/posts/2026-annual-report')).toBe('/v1/posts/2026-annual-report');
  });
});
