import { describe, expect, it } from 'vitest';
import { byPosition, nextPosition, pinnedFirst } from './ordering.ts';

describe('byPosition', () => {
  it('orders by position and keeps equal positions in id order', () => {
    const items = [
      { id: '12', position: 2 },
      { id: '3', position: 0 },
      { id: '10', position: 1 },
      { id: '2', position: 1 },
    ];
    expect(byPosition(items).map((item) => item.id)).toEqual(['3', '2', '10', '12']);
  });

  it('does not change the list it is given', () => {
    const items = [
      { id: '1', position: 1 },
      { id: '2', position: 0 },
    ];
    byPosition(items);
    expect(items.map((item) => item.id)).toEqual(['1', '2']);
  });
});

describe('nextPosition', () => {
  it('is 0 for an empty list and one past the highest otherwise', () => {
    expect(nextPosition([])).toBe(0);
    expect(nextPosition([{ position: 4 }, { position: 1 }])).toBe(5);
  });
});

describe('pinnedFirst', () => {
  it('puts pinned posts first, then drafts, then newest first', () => {
    const posts = [
      { id: '1', isPinned: false, publishAt: '2026-01-01T10:00:00Z' },
      { id: '2', isPinned: true, publishAt: '2025-01-01T10:00:00Z' },
      { id: '3', isPinned: false, publishAt: '2026-06-01T10:00:00Z' },
      { id: '4', isPinned: false, publishAt: null },
      { id: '5', isPinned: true, publishAt: '2026-03-01T10:00:00Z' },
    ];
    expect(pinnedFirst(posts).map((post) => post.id)).toEqual(['5', '2', '4', '3', '1']);
  });
});
