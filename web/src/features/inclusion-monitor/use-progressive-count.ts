// How many items of a long list to render: the first `first` at once, then `step` more in each
// following task, so that no task holds the main thread long on a slow phone (a card with its
// tables is dozens of elements), and all are in the page soon after: for screen readers and
// find-in-page, nothing is left out for good. Each step is a transition, which React renders in
// slices that yield to the browser (about 5 ms each) instead of one task per step. Items are only
// ever added at the end, below what is on screen, so nothing visible moves.
import { startTransition, useEffect, useState } from 'react';

export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
