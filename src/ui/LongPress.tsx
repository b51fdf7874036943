// A button that acts only when held: for leaving a locked game screen, so a passing hand cannot do it.
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';

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
  const start = () => {
    if (timer.current) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHolding(false);
      onDone();
    }, ms);
  };
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setHolding(false);
  };
  return (
    <button
      type="button"
      class={holding ? 'btn long-press holding' : 'btn long-press'}
      style={{ '--hold-ms': `${ms}ms` }}
      aria-label={label}
      onPointerDown={start}
      onPointerUp={cancel}
      onPointerLeave={cancel}
      onPointerCancel={cancel}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && start()}
      onKeyUp={cancel}
      onContextMenu={(e) => e.preventDefault()}
    >
      {children}
    </button>
  );
}
