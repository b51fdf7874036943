// 御用商人 (variant): who alone holds the most cards of each colour, re-checked after every award.
import { COLOURS, type Colour } from './components';
import type { Card, EdoState, Privileges } from './state';

/** Nobody holds any privilege (the variant is off, or at the start). */
export const NO_PRIVILEGES: Privileges = { white: null, yellow: null, red: null, blue: null, black: null };

/** The privilege holders for these hands: the sole player with the most cards of a colour; a tie means nobody. */
export function privilegesOf(hands: readonly (readonly Card[])[]): Privileges {
  const out: Record<Colour, number | null> = { ...NO_PRIVILEGES };
  for (const colour of COLOURS) {
    let best = 0;
    let holder: number | null = null;
    hands.forEach((hand, p) => {
      let n = 0;
      for (const card of hand) if (card.colour === colour) n++;
      if (n > best) {
        best = n;
        holder = p;
      } else if (n === best && n > 0) holder = null;
    });
    out[colour] = holder;
  }
  return out;
}

/** The holder of a colour's privilege, or null (always null with the variant off). */
export function holder(state: EdoState, colour: Colour): number | null {
  return state.variant ? state.privileges[colour] : null;
}

/** The colours whose privilege a player holds. */
export function privilegesHeld(state: EdoState, player: number): Colour[] {
  return COLOURS.filter((c) => holder(state, c) === player);
}
