// A screen's first answer from the page: used while the variables are the answered ones, never
// again after they change, and kept as `initial` to show while the first request loads.
import { renderHook } from '@testing-library/react';
import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEmbeddedAnswers } from '../app/page-data.ts';
import { embedPageData } from '../test-support/embed-page-data.ts';
import { useEmbeddedAnswer } from './use-embedded-answer.ts';

const ListQuery = parse('query List($page: Int!) { evaluations(page: $page) { total } }');

afterEach(() => resetEmbeddedAnswers());

describe('useEmbeddedAnswer', () => {
  it('answers the matching variables until they change, then never again', () => {
    embedPageData({ List: { variables: { page: 1 }, data: { evaluations: { total: 3 } } } });
    const { result, rerender } = renderHook(({ page }) => useEmbeddedAnswer(ListQuery, { page }), {
      initialProps: { page: 1 },
    });
    expect(result.current.data).toEqual({ evaluations: { total: 3 } });

    rerender({ page: 2 });
    expect(result.current.data).toBeUndefined();
    expect(result.current.initial).toEqual({ evaluations: { total: 3 } });

    rerender({ page: 1 });
    expect(result.current.data).toBeUndefined();
  });

  it('has nothing for other variables or another operation', () => {
    embedPageData({ List: { variables: { page: 1 }, data: {} } });
    const other = renderHook(() => useEmbeddedAnswer(ListQuery, { page: 3 }));
    expect(other.result.current).toEqual({ data: undefined, initial: {} });
    const none = renderHook(() => useEmbeddedAnswer(ListQuery, { page: 1 }));
    expect(none.result.current).toEqual({ data: undefined, initial: undefined });
  });
});
