// Something the rules keep hidden: masked on a phone everyone can see, shown while pressed and held.
import type { ComponentChildren } from 'preact';
import { useHold } from './hold';

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
  const [shown, hold] = useHold();
  if (!hidden) return <span class="num">{children}</span>;
  return (
    <button type="button" class="secret" aria-label={label} aria-pressed={shown} {...hold}>
      {shown ? <span class="num">{children}</span> : <span aria-hidden="true">●●●</span>}
    </button>
  );
}
