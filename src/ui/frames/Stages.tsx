// Steps that come back again and again (a card, then its bids, then the next card) stay drawn while another
// is shown: going back to one updates what it shows instead of building and laying it out from nothing.
// A slow phone spent most of such a tap on the step's style and layout (docs/performance.md, issue 19).
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { memo } from './memo';
import './stages.css';

/**
 * One kept step. A hidden one is skipped by the browser's style, layout and paint but keeps them
 * (`content-visibility: hidden`), and `inert` takes it out of taps, focus and the accessibility tree;
 * it is not drawn again while it stays hidden.
 */
const Stage = memo(
  function Stage({ shown, node }: { shown: boolean; node: ComponentChildren }) {
    return (
      <div class={shown ? 'stage' : 'stage stage-off'} inert={!shown}>
        {node}
      </div>
    );
  },
  (a, b) => !a.shown && !b.shown,
);

/** Props of `Stages`: the step shown, and how to draw each step (only the shown one is drawn). */
export interface StagesProps {
  current: string;
  steps: Readonly<Record<string, (() => ComponentChildren) | undefined>>;
}

/**
 * Shows the step `current`, drawn by `steps[current]`; the steps shown before stay mounted and hidden, as
 * they were last drawn. A step's own state carries over to its next showing: what must start afresh (a new
 * bidder, a new turn) says so with `useFresh` (fresh.ts). Keying `Stages` is not that: it drops every kept
 * step at once (the table keys the game's whole screen on a correction, an undo or a redo: Table.tsx).
 */
export function Stages({ current, steps }: StagesProps) {
  const drawn = useRef(new Map<string, ComponentChildren>());
  const draw = steps[current];
  if (draw) drawn.current.set(current, draw());
  return (
    <>
      {[...drawn.current.keys()].map((id) => (
        <Stage key={id} shown={id === current} node={drawn.current.get(id)} />
      ))}
    </>
  );
}
