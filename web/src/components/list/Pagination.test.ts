// Unit tests of the pager's page window.
import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination.tsx';

describe('pageWindow', () => {
  it('lists every page of a short list', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows gaps around the current page of a long list', () => {
    expect(pageWindow(10, 40)).toEqual([1, null, 8, 9, 10, 11, 12, null, 40]);
  });

  it('shows a single page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
