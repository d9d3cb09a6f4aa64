// A news post links to its owner's public page; news of the site itself links nowhere.
import { describe, expect, it } from 'vitest';
import { postOwnerPath } from './post-owner-path.ts';

describe('postOwnerPath', () => {
  it("leads to the owner's public page by kind", () => {
    expect(postOwnerPath({ type: 'ASSOCIATION', id: '3' })).toBe('/associations/3');
    expect(postOwnerPath({ type: 'PROGRAM', id: '12' })).toBe('/programs/12');
    expect(postOwnerPath({ type: 'EVALUATION', id: '7' })).toBe('/evaluations/7');
  });

  it('gives no page for news of the site itself', () => {
    expect(postOwnerPath(null)).toBeNull();
  });
});
