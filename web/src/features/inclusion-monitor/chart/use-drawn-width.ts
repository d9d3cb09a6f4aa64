// When to draw a chart, and how wide: null until its frame comes within DRAW_MARGIN of the
// viewport (so a page of many charts draws only the ones a visitor scrolls to, each in a task of
// its own after the first paint), then the frame's width, kept up to date as it resizes.
import { useCallback, useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';

/** How far below (or above) the viewport a chart starts drawing, so it is ready when seen. */
const DRAW_MARGIN = '400px 0px';

export function useDrawnWidth(): [ref: (node: HTMLElement | null) => void, width: number | null] {
  const { ref: inViewRef, inView } = useInView({
    triggerOnce: true,
    rootMargin: DRAW_MARGIN,
    // No IntersectionObserver (an old browser, jsdom): draw at once.
    fallbackInView: true,
  });
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      inViewRef(node);
      setElement(node);
    },
    [inViewRef],
  );

  useEffect(() => {
    if (!inView || !element) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, element]);

  return [ref, inView && width ? width : null];
}
