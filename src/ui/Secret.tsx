// Money the rules keep hidden: masked on a phone everyone can see, shown while pressed and held.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

/** Shows `children` only while held when `hidden`; otherwise shows them plainly. */
export function Secret({
  hidden,
  label,
  children,
}: {
  hidden: boolean;
  label: string;
  children: ComponentChildren;
}) {
  const [shown, setShown] = useState(false);
  if (!hidden) return <span class="num">{children}</span>;
  const hide = () => setShown(false);
  return (
    <button
      type="button"
      class="secret"
      aria-label={label}
      aria-pressed={shown}
      onPointerDown={() => setShown(true)}
      onPointerUp={hide}
      onPointerLeave={hide}
      onPointerCancel={hide}
      onKeyDown={(e) => e.key === ' ' && setShown(true)}
      onKeyUp={hide}
      onBlur={hide}
      onContextMenu={(e) => e.preventDefault()}
    >
      {shown ? <span class="num">{children}</span> : <span aria-hidden="true">●●●</span>}
    </button>
  );
}
