// What a tap does not need in its own frame: the parts of the table a player reads after the answer (the
// game's screen, then its strip and the secrets' panel) are drawn a frame later each, so that the tap's frame
// holds only the answer, the question and what the control shows of its own (a slow phone spent a third of
// a tap on the rest).
import type { VNode } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { type Settling, useBehind } from './settled';

/**
 * `value` as it was before the last change, until the frame that showed the change has been drawn: what is
 * drawn from it is drawn just after that frame and painted in the next. Give it to a memoised part, which
 * then skips the tap's render altogether. While behind it counts with `own` (a view's own lag), else with the
 * view around it (settled.ts).
 */
export function useLater<T>(value: T, own?: Settling): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  // Effects run just after the frame that drew this render (Preact queues them from that frame): drawing
  // `value` here, rather than at the next frame's start, leaves that frame only its painting.
  useEffect(() => {
    if (Object.is(shown, value)) return;
    setShown(() => latest.current);
  }, [value, shown]);
  useBehind(!Object.is(shown, value), own);
  return shown;
}

/**
 * `children` drawn from `value` as it was before its last change, until the frame after (useLater). Only this
 * part draws again in that frame: with useLater in a whole screen, the screen and its step were drawn twice
 * for every entry.
 */
export function Later<T>({ value, children }: { value: T; children: (later: T) => VNode | null }) {
  return children(useLater(value));
}
