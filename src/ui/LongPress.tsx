// A button that acts only when held: for leaving a locked game screen, so a passing hand cannot do it.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * Stops the click that the release of a completed hold brings. A phone sends it where the thumb lifts, on
 * whatever lies there by then (the lock button that took the unlock button's place, which locked again:
 * issue 32); a mouse sends it to the parts both buttons share. The watch ends with that click, or with the
 * next press or key, so that nothing the table does afterwards is lost.
 */
function swallowRelease(doc: Document): void {
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    end();
  };
  const end = () => {
    doc.removeEventListener('click', stop, true);
    doc.removeEventListener('pointerdown', end, true);
    doc.removeEventListener('keydown', end, true);
  };
  doc.addEventListener('click', stop, true);
  doc.addEventListener('pointerdown', end, true);
  doc.addEventListener('keydown', end, true);
}

/** Calls `onDone` after the button has been held for `ms` (pointer, or Enter/Space held down). */
export function LongPress({
  ms = 1200,
  onDone,
  label,
  children,
}: {
  ms?: number;
  onDone: () => void;
  label: string;
  children: ComponentChildren;
}) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [holding, setHolding] = useState(false);
  const start = (doc: Document | null) => {
    if (timer.current) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHolding(false);
      // A pointer is still down when the hold is done: its release is not a tap on anything.
      if (doc) swallowRelease(doc);
      onDone();
    }, ms);
  };
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setHolding(false);
  };
  // Taken off the screen mid-hold: the hold ends with it.
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      class={holding ? 'btn long-press holding' : 'btn long-press'}
      // A held thumb must not start a text selection or the phone's callout menu, which end the hold.
      style={{
        '--hold-ms': `${ms}ms`,
        userSelect: 'none',
        WebkitUserSelect: 'none',
        WebkitTouchCallout: 'none',
      }}
      aria-label={label}
      onPointerDown={(e) => start(e.currentTarget.ownerDocument)}
      onPointerUp={cancel}
      onPointerLeave={cancel}
      onPointerCancel={cancel}
      // A held key repeats its keydown: only the first one starts the hold (the others fired it again).
      onKeyDown={(e) => !e.repeat && (e.key === 'Enter' || e.key === ' ') && start(null)}
      onKeyUp={cancel}
      onContextMenu={(e) => e.preventDefault()}
    >
      {children}
    </button>
  );
}
