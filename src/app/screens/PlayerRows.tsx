// The players of a new game: names, colours and seat order (the list order is the seating, clockwise).
import { useRef } from 'preact/hooks';
import type { Player } from '../../engine/types';
import { colourOf } from '../../ui/colours';
import { Shape } from '../../ui/Shape';
import { useT } from '../context';
import { freeDefaultName } from '../setup-draft';

/** Props of the player rows. */
export interface PlayerRowsProps {
  players: Player[];
  colours: readonly string[];
  colourLabel: (id: string) => string;
  min: number;
  max: number;
  /** The new list, and the list it was made from (to follow a player who moved). */
  onChange: (players: Player[], before: Player[]) => void;
  /** Start's refusal of one player's row, said under it. */
  problem?: { index: number; text: string } | undefined;
}

/** Editable player rows (name and remove on one line, colour and move up/down under it), and add. */
export function PlayerRows({ players, colours, colourLabel, min, max, onChange, problem }: PlayerRowsProps) {
  const t = useT();
  // Each change applies to the list as the last change left it, not as last drawn: two boxes changed in one
  // frame (autofill, a fast typist) would otherwise each start from the old list, and the first be lost.
  const latest = useRef(players);
  latest.current = players;
  const update = (change: (list: Player[]) => Player[]) => {
    const before = latest.current;
    latest.current = change(before);
    onChange(latest.current, before);
  };
  const set = (i: number, change: Partial<Player>) =>
    update((list) => list.map((p, j) => (j === i ? { ...p, ...change } : p)));
  // A colour another player has is swapped with them: each player's pieces are one colour of the box.
  const recolour = (i: number, colour: string) =>
    update((list) => {
      const mine = list[i]?.colour ?? '';
      return list.map((p, j) =>
        j === i ? { ...p, colour } : p.colour === colour && colour !== mine ? { ...p, colour: mine } : p,
      );
    });
  const move = (i: number, by: number) =>
    update((list) => {
      const next = [...list];
      const [moved] = next.splice(i, 1);
      if (moved) next.splice(i + by, 0, moved);
      return next;
    });
  const unused = (list: Player[]) =>
    colours.find((c) => !list.some((p) => p.colour === c)) ?? colours[0] ?? '';
  return (
    <fieldset class="players">
      <legend>{t('new.players', { min, max })}</legend>
      <ol>
        {players.map((player, i) => (
          <li key={i} class="player-row">
            <Shape seat={i} fill={colourOf(player.colour).css} size={24} />
            <input
              id={`player-name-${i}`}
              class="player-name"
              aria-label={t('new.name', { n: i + 1 })}
              value={player.name}
              maxLength={40}
              autoComplete="off"
              onInput={(e) => set(i, { name: e.currentTarget.value })}
            />
            <button
              type="button"
              class="icon-btn player-remove"
              aria-label={t('new.remove', { n: i + 1 })}
              disabled={players.length <= min}
              onClick={() => update((list) => list.filter((_, j) => j !== i))}
            >
              ×
            </button>
            <select
              class="player-colour"
              aria-label={t('new.colour', { n: i + 1 })}
              value={player.colour}
              onChange={(e) => recolour(i, e.currentTarget.value)}
            >
              {colours.map((c) => (
                <option key={c} value={c}>
                  {colourLabel(c)}
                </option>
              ))}
            </select>
            <button
              type="button"
              class="icon-btn player-up"
              aria-label={t('new.up', { n: i + 1 })}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              class="icon-btn player-down"
              aria-label={t('new.down', { n: i + 1 })}
              disabled={i === players.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
            {problem?.index === i && (
              <p class="error" role="alert">
                {problem.text}
              </p>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        class="btn"
        disabled={players.length >= max}
        onClick={() =>
          update((list) => [
            ...list,
            { name: freeDefaultName(list, (n) => t('new.defaultName', { n })), colour: unused(list) },
          ])
        }
      >
        {t('new.add')}
      </button>
    </fieldset>
  );
}
