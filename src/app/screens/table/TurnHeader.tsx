// The question of the step, in two short lines: round or turn, the step's name and the save state; whose
// move it is; then one sentence on what to enter (its space reserved so that nothing below moves). Which
// variants are on is seen in the top bar (a line of its own here cost every step of a 640-px screen 18 px,
// issue 32) and said here to screen readers.
import { type ComponentChildren, createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Player, Prompt } from '../../../engine/types';
import type { Translate } from '../../../games/types';
import { PlayerChip } from '../../../ui/PlayerChip';

/**
 * The line that says which variants the game is played with (app/variants.ts), given by the game view for
 * every screen of the game; null for a game with none to choose.
 */
export const RulesLine = createContext<string | null>(null);

/**
 * How many players' chips fit the header's one line at 360 px (three names of three kanji, or of eight
 * letters): more than that are shown as the first two and "+N".
 */
const MAX_CHIPS = 3;

/** Props of the turn header; `turnKey` is the game's own word for a turn where it has one. */
export interface TurnHeaderProps {
  prompt: Prompt;
  players: readonly Player[];
  t: Translate;
  turnKey: string;
  status: ComponentChildren;
}

/** The turn header. */
export function TurnHeader({ prompt, players, t, turnKey, status }: TurnHeaderProps) {
  const rules = useContext(RulesLine);
  const shown = prompt.actors.length > MAX_CHIPS ? MAX_CHIPS - 1 : prompt.actors.length;
  return (
    <>
      {/* Outside the live region: it never changes, and is not said again with every turn. What is seen is
          the top bar's copy (app.gameRules), hidden from screen readers, which read this one. */}
      {rules && (
        <p class="sr-only" data-rules="">
          {rules}
        </p>
      )}
      <section class="turn" aria-live="polite" aria-atomic="true">
        <div class="turn-line">
          <p class="step">
            {prompt.round !== undefined && <span class="round">{t('table.round', { n: prompt.round })}</span>}
            {prompt.turn !== undefined && <span class="round">{t(turnKey, { n: prompt.turn })}</span>}
            <strong>{t(prompt.title)}</strong>
          </p>
          {status}
        </div>
        {prompt.actors.length > 0 && (
          // One line whatever the number of players: the rest are counted, and listed by the game's screen.
          <p class="actors">
            {prompt.actors.slice(0, shown).map((p, k) => {
              const player = players[p];
              // Keyed by place: the next player's chip takes the same chip, not a new one (a slow phone's tap).
              return player ? <PlayerChip key={k} player={player} seat={p} active /> : null;
            })}
            {prompt.actors.length > shown && (
              <span class="chip chip-more">{t('table.more', { n: prompt.actors.length - shown })}</span>
            )}
          </p>
        )}
        <p class="hint">{prompt.hint ? t(prompt.hint) : ''}</p>
      </section>
    </>
  );
}
