// A part of the table that folds away with one tap (a game's table strip): its summary is one short line,
// and whether it is open is remembered for the visit, across steps and screens, per fold id.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

const remembered = new Map<string, boolean>();

/** Props of a fold: `id` names it for remembering, `summary` is the line shown when folded too. */
export interface FoldProps {
  id: string;
  summary: ComponentChildren;
  /** Open until the table folds it. */
  initiallyOpen?: boolean;
  children: ComponentChildren;
}

/** The fold. */
export function Fold({ id, summary, initiallyOpen = true, children }: FoldProps) {
  const [open, setOpen] = useState(remembered.get(id) ?? initiallyOpen);
  return (
    <details
      class="fold"
      open={open}
      onToggle={(e) => {
        const now = (e.currentTarget as HTMLDetailsElement).open;
        remembered.set(id, now);
        setOpen(now);
      }}
    >
      <summary class="fold-summary">{summary}</summary>
      {children}
    </details>
  );
}
