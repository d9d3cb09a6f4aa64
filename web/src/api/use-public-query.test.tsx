// The public reader's cache through its hook: a held answer at once and asked again, the previous
// answer kept while new variables load, one request for two screens, fresh answers from the page
// and the prefetch taken without asking, a retry, and nothing held across a change of session.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { embedPageData } from '../test-support/embed-page-data.ts';
import { fakeGraphqlFetch } from '../test-support/fake-graphql.ts';
import { testStore } from '../test-support/store.ts';
import { resetEmbeddedAnswers } from './page-data.ts';
import {
  configurePublicReader,
  peekFreshAnswer,
  prefetchPublicQuery,
  resetPublicAnswers,
  takeFreshAnswer,
} from './public-answers.ts';
import { usePublicQuery } from './use-public-query.ts';

const Page = parse('query Page($page: Int!) { evaluations(page: $page) { total } }');

/** A /graphql that answers `{ page, call }` per request, each after `pending` resolves. */
function server() {
  const asked: number[] = [];
  let release: (() => void)[] = [];
  let failing = false;
  const { store, types } = testStore();
  resetPublicAnswers();
  configurePublicReader(store, {
    fetch: fakeGraphqlFetch(async (request) => {
      const page = Number(request.variables.page);
      asked.push(page);
      const call = asked.length;
      await new Promise<void>((resolve) => release.push(resolve));
      if (failing) throw new TypeError('Failed to fetch');
      return { data: { evaluations: { total: page * 100 + call } } };
    }),
  });
  return {
    store,
    types,
    asked,
    /** Lets every request on its way answer. */
    answer: () =>
      act(async () => {
        await settle();
        const waiting = release;
        release = [];
        for (const resolve of waiting) resolve();
        await settle();
      }),
    failNext: (value: boolean) => {
      failing = value;
    },
  };
}

/** Lets promises already on their way settle (a macrotask). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const usePage = (page: number) => usePublicQuery(Page, { variables: { page } });

afterEach(() => {
  cleanup();
  resetEmbeddedAnswers();
});

describe('usePublicQuery', () => {
  it('keeps the previous answer while new variables load, and shows a held one at once while asking again', async () => {
    const api = server();
    const { result, rerender } = renderHook(({ page }) => usePage(page), {
      initialProps: { page: 1 },
    });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await api.answer();
    expect(result.current).toMatchObject({ data: { evaluations: { total: 101 } }, loading: false });

    rerender({ page: 2 });
    expect(result.current.data).toBeUndefined();
    expect(result.current.previousData).toEqual({ evaluations: { total: 101 } });
    await api.answer();
    expect(result.current.data).toEqual({ evaluations: { total: 202 } });
    expect(result.current.previousData).toEqual({ evaluations: { total: 101 } });

    // Back to page 1: its answer at once, and a fresh copy asked for.
    rerender({ page: 1 });
    expect(result.current).toMatchObject({ data: { evaluations: { total: 101 } }, loading: true });
    await api.answer();
    expect(result.current.data).toEqual({ evaluations: { total: 103 } });
    expect(api.asked).toEqual([1, 2, 1]);
  });

  it('asks once for two screens asking the same at the same time', async () => {
    const api = server();
    const first = renderHook(() => usePage(1));
    const second = renderHook(() => usePage(1));
    await api.answer();
    expect(api.asked).toEqual([1]);
    expect(first.result.current.data).toEqual({ evaluations: { total: 101 } });
    expect(second.result.current.data).toEqual({ evaluations: { total: 101 } });
  });

  it('takes the page’s embedded answer and a prefetched one without asking, once', async () => {
    embedPageData({ Page: { variables: { page: 1 }, data: { evaluations: { total: 7 } } } });
    const api = server();
    await act(async () => {
      const prefetched = prefetchPublicQuery(Page, { page: 2 });
      await api.answer();
      await prefetched;
    });
    // The prefetch of the embedded page asks nothing either.
    await prefetchPublicQuery(Page, { page: 1 });
    expect(api.asked).toEqual([2]);

    const embedded = renderHook(() => usePage(1));
    const prefetched = renderHook(() => usePage(2));
    expect(embedded.result.current).toMatchObject({
      data: { evaluations: { total: 7 } },
      loading: false,
    });
    expect(prefetched.result.current.data).toEqual({ evaluations: { total: 201 } });
    expect(api.asked).toEqual([2]);

    // A later screen shows what is held and asks again.
    renderHook(() => usePage(1));
    await api.answer();
    expect(api.asked).toEqual([2, 1]);
  });

  it('hands a fresh answer out by operation name until it is taken (the home page), never a stale one', () => {
    embedPageData({ Page: { variables: { page: 1 }, data: { evaluations: { total: 7 } } } });
    server();
    const now = Date.now();
    expect(peekFreshAnswer('Other', now)).toBeUndefined();
    expect(peekFreshAnswer('Page', now)).toEqual({ evaluations: { total: 7 } });
    expect(peekFreshAnswer('Page', now)).toEqual({ evaluations: { total: 7 } });
    takeFreshAnswer('Page', now);
    expect(peekFreshAnswer('Page', now)).toBeUndefined();

    embedPageData({ Page: { variables: { page: 1 }, data: { evaluations: { total: 7 } } } });
    server();
    peekFreshAnswer('None', now);
    expect(peekFreshAnswer('Page', now + 31_000)).toBeUndefined();
  });

  it('keeps the held answer on a failure, and a retry asks again', async () => {
    const api = server();
    const { result } = renderHook(() => usePage(1));
    await api.answer();
    api.failNext(true);
    act(() => void result.current.refetch());
    await api.answer();
    expect(result.current.error).toBeInstanceOf(Error);
    expect(result.current.data).toEqual({ evaluations: { total: 101 } });

    api.failNext(false);
    act(() => void result.current.refetch());
    expect(result.current.loading).toBe(true);
    await api.answer();
    expect(result.current).toMatchObject({
      data: { evaluations: { total: 103 } },
      error: undefined,
      loading: false,
    });
  });

  it('asks nothing while skipped', async () => {
    const api = server();
    const { result } = renderHook(() =>
      usePublicQuery(Page, { variables: { page: 1 }, skip: true }),
    );
    await api.answer();
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    expect(api.asked).toEqual([]);
  });

  it('forgets every answer when someone signs in, and asks again', async () => {
    const api = server();
    const { result } = renderHook(() => usePage(1));
    await api.answer();
    act(() =>
      api.store.dispatch({
        type: 'session/signed-in',
        tokens: { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60_000 },
      }),
    );
    await waitFor(() => expect(api.asked).toEqual([1, 1]));
    await api.answer();
    expect(result.current.data).toEqual({ evaluations: { total: 102 } });
  });
});
