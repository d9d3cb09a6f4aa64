// Unit tests of the lazily created Apollo client: one client, created on first use, announced.
import { describe, expect, it, vi } from 'vitest';
import { testStore } from '../test-support/store.ts';
import {
  configureApolloClient,
  currentApolloClient,
  loadApolloClient,
  subscribeToApolloClient,
} from './apollo-loader.ts';

describe('loadApolloClient', () => {
  it('creates the client on first use only, tells subscribers, and hands out the same one', async () => {
    configureApolloClient(testStore().store);
    const listener = vi.fn();
    const unsubscribe = subscribeToApolloClient(listener);
    expect(currentApolloClient()).toBeUndefined();

    const [first, second] = await Promise.all([loadApolloClient(), loadApolloClient()]);

    expect(first).toBe(second);
    expect(currentApolloClient()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
