// The one place a table's secrets are shown during play: a player presses and holds their own name and
// reads their facts (coins, face-down cards); letting go hides them. One player's at a time.
import { useEffect, useState } from 'preact/hooks';
import type { Player } from '../engine/types';
import { memo } from './frames';
import { holdHandlers, useLetGoWhenHidden } from './hold';
import { PlayerChip } from './PlayerChip';

/** Props of the reveal: each player's facts, already in words. */
export interface RevealProps {
  players: readonly Player[];
  /** facts[p]: player p's secret facts; players without any get no button. */
  facts: readonly (readonly string[])[];
  title: string;
  /** What the box says while nobody holds a name. */
  idle: string;
  /** The accessible name of player p's button. */
  label: (p: number) => string;
}

/** Names to press and hold, and the box where the held player's facts appear. */
export const Reveal = memo(function Reveal({ players, facts, title, idle, label }: RevealProps) {
  const [held, setHeld] = useState<number | null>(null);
  // A name whose button went away under the finger (an undo took the player's last secret) is let go: its
  // lift reached nothing, and the facts would show again with nobody holding when they come back.
  const holding = held !== null && (facts[held]?.length ?? 0) > 0 ? held : null;
  useEffect(() => {
    if (held !== null && holding === null) setHeld(null);
  }, [held, holding]);
  useLetGoWhenHidden(held !== null, () => setHeld(null));
  const shown = holding === null ? null : (facts[holding] ?? []);
  return (
    <section class="reveal" aria-label={title}>
      <p class="reveal-title">{title}</p>
      <div class="reveal-players">
        {players.map((player, p) =>
          (facts[p]?.length ?? 0) === 0 ? null : (
            <button
              key={p}
              type="button"
              class="secret reveal-who"
              aria-label={label(p)}
              aria-pressed={held === p}
              {...holdHandlers((on) => setHeld((now) => (on ? p : now === p ? null : now)))}
            >
              <PlayerChip player={player} seat={p} />
            </button>
          ),
        )}
      </div>
      <div class="reveal-box" aria-live="polite">
        {shown ? (
          <ul>
            {shown.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p class="muted">{idle}</p>
        )}
      </div>
    </section>
  );
});
