import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useProgressiveCount', () => {
  it('starts with the first few and adds a step in each following task up to the total', () => {
    const { result } = renderHook(() => useProgressiveCount(7, 2, 2));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(4);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(6);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(7);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never counts past a total smaller than the first batch', () => {
    const { result } = renderHook(() => useProgressiveCount(1, 2, 2));
    expect(result.current).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
