import { describe, expect, it } from 'vitest';
import { truncatePreview } from './truncate.ts';

describe('truncatePreview', () => {
  it('keeps a text of up to 53 characters as it is', () => {
    expect(truncatePreview('kort')).toBe('kort');
    const exactly53 = 'a'.repeat(53);
    expect(truncatePreview(exactly53)).toBe(exactly53);
  });

  it('cuts a longer text to 50 characters plus three dots', () => {
    const text = `${'b'.repeat(50)}cdef`;
    expect(truncatePreview(text)).toBe(`${'b'.repeat(50)}...`);
    expect(truncatePreview('x'.repeat(200))).toHaveLength(53);
  });

  it('counts characters, not UTF-16 units', () => {
    const text = '🙂'.repeat(54);
    expect(truncatePreview(text)).toBe(`${'🙂'.repeat(50)}...`);
  });
});
