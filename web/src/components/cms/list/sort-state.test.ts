// The list view's sort in the URL: parsing with a fallback, and the header's toggling.
import { describe, expect, it } from 'vitest';
import { nextSort, parseSort, sortParam, sortValue } from './sort-state.ts';

const param = sortParam(['title', 'updated'], { key: 'updated', direction: 'desc' });

describe('sort state', () => {
  it('reads `key` as ascending and `-key` as descending, else the fallback', () => {
    expect(parseSort(param.parse('title'))).toEqual({ key: 'title', direction: 'asc' });
    expect(parseSort(param.parse('-title'))).toEqual({ key: 'title', direction: 'desc' });
    expect(param.parse('-status')).toBe('-updated');
    expect(param.parse(undefined)).toBe('-updated');
    expect(sortValue({ key: 'title', direction: 'desc' })).toBe('-title');
  });

  it('sorts a new column ascending and flips the same column', () => {
    const byTitle = nextSort({ key: 'updated', direction: 'desc' }, 'title');
    expect(byTitle).toEqual({ key: 'title', direction: 'asc' });
    expect(nextSort(byTitle, 'title')).toEqual({ key: 'title', direction: 'desc' });
    expect(nextSort(nextSort(byTitle, 'title'), 'title')).toEqual({
      key: 'title',
      direction: 'asc',
    });
  });
});
