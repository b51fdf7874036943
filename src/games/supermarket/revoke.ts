// Revoke detection: the app cannot see hands, but a player who did not follow a suit and later
// plays that suit must have held it. The earlier trick is flagged; the table keeps it or corrects it.
import type { Card } from './components';
import type { Revoke, Void } from './state';

/** The voids and revokes of a round after `player` plays `card` in trick `trick` led with `led`. */
export function trackRevokes(
  voids: readonly Void[],
  revokes: readonly Revoke[],
  player: number,
  card: Card,
  trick: number,
  led: Card | undefined,
): { voids: Void[]; revokes: Revoke[] } | null {
  let nextVoids: Void[] | null = null;
  let nextRevokes: Revoke[] | null = null;
  // Every earlier failure of this player to follow this suit is now proven a revoke, and flagged once.
  let proven = false;
  for (const x of voids) if (x.player === player && x.suit === card.suit) proven = true;
  if (proven) {
    nextVoids = [];
    nextRevokes = [...revokes];
    for (const x of voids) {
      if (x.player === player && x.suit === card.suit) nextRevokes.push({ ...x, seenAt: trick });
      else nextVoids.push(x);
    }
  }
  if (led && card.suit !== led.suit) {
    nextVoids = [...(nextVoids ?? voids), { trick, player, suit: led.suit }];
  }
  if (!nextVoids) return null;
  return { voids: nextVoids, revokes: nextRevokes ?? [...revokes] };
}
