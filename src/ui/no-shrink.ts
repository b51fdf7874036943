// A form whose result below it changes size as values are typed (a scoreboard, then a refusal in its place):
// scrolled to its foot, a page that got shorter would be scrolled up by the browser, and the key under the
// finger would move. The box keeps the tallest height it has had, so the page below it only ever grows.
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/** Keeps `ref`'s element at least as tall as it has been since `key` last changed (a new form starts afresh). */
export function useNoShrink(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    el.style.minHeight = '';
    let tallest = 0;
    const watch = new ResizeObserver(() => {
      const height = el.getBoundingClientRect().height;
      if (height <= tallest) return;
      tallest = height;
      el.style.minHeight = `${height}px`;
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [ref, key]);
}
