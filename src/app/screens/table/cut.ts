// Whether the answer line's clamped lines hide part of what it says: a long announcement of the rules (the
// last round, who sits out a lot) lost its end, which was often what to do on the table.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useFresh } from '../../../ui/frames';

/** A paragraph whose lines are clamped, or a box whose height is kept, holding more than it shows (1 px spares rounding). */
const hides = (p: Element) => p.scrollHeight > p.clientHeight + 1;

/**
 * True once the frame that drew `key` shows `box` or a clamped paragraph of it cut; false again for the next key.
 * Measured after that frame (layout is then clean: no forced layout in a tap), and again when the window is
 * resized (a phone turned), since the width decides where the lines break.
 */
export function useCut(box: RefObject<HTMLElement | null>, key: string): boolean {
  const [cut, setCut] = useFresh(key, () => false);
  // The value drawn now: an unchanged measure sets nothing, so that the answer is not drawn again for it.
  const shown = useRef(cut);
  shown.current = cut;
  useEffect(() => {
    const measure = () => {
      // The box too: where its height is kept (a change to the past), its paragraphs together may outgrow it.
      const now = box.current ? [box.current, ...box.current.querySelectorAll('p')].some(hides) : false;
      if (now !== shown.current) setCut(now);
    };
    measure();
    addEventListener('resize', measure);
    return () => removeEventListener('resize', measure);
  }, [key]);
  return cut;
}
