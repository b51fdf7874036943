// What the table must move on the board, as a list to tick off, in place of the control until the table
// says it is done: after an entry whose rules moved something, or a correction that changed the past.
// Grouped per player in seat order, then what lies between them; a secret count is held to be read.
import { useState } from 'preact/hooks';
import { type Move, moveMsg } from '../../../engine/board';
import type { Player } from '../../../engine/types';
import type { Translate } from '../../../games/types';
import { Secret } from '../../../ui/Secret';
import './checklist.css';

/** Props: the title, what the rules said, the moves, and the acknowledgement. */
export interface ChecklistProps {
  title: string;
  /** What the rules or the correction said, in sentences, above the moves. */
  said: readonly string[];
  moves: readonly Move[];
  players: readonly Player[];
  /** True while the game's secrets are kept: a secret count is behind a press-and-hold. */
  keep: boolean;
  t: Translate;
  onDone: () => void;
}

/** The moves in groups: each player's in seat order, then the shared ones (group null). */
export function groupsOf(moves: readonly Move[]): [number | null, Move[]][] {
  const groups = new Map<number | null, Move[]>();
  for (const move of moves) {
    const list = groups.get(move.group);
    if (list) list.push(move);
    else groups.set(move.group, [move]);
  }
  return [...groups].sort(([a], [b]) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER));
}

/** The checklist card. */
export function Checklist({ title, said, moves, players, keep, t, onDone }: ChecklistProps) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) => {
    const next = new Set(ticked);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    setTicked(next);
  };
  let i = 0;
  return (
    <section class="announce checklist" aria-labelledby="checklist-title" data-moves={moves.length}>
      <h2 id="checklist-title">{title}</h2>
      {said.length > 0 && (
        <div role="status">
          <ul class="checklist-said">
            {said.map((line, k) => (
              <li key={k}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" class="big-btn" data-control data-ack onClick={onDone}>
        {t('board.done')}
      </button>
      {groupsOf(moves).map(([group, list]) => (
        <div class="checklist-group" key={group ?? 'shared'}>
          <h3>{group === null ? t('board.shared') : (players[group]?.name ?? '')}</h3>
          <ul>
            {list.map((move) => {
              const n = i++;
              const hide = keep && move.hidden.length > 0;
              return (
                <li key={n} data-move>
                  <label>
                    <input type="checkbox" checked={ticked.has(n)} onChange={() => toggle(n)} />
                    <span>{t(moveMsg(move, hide))}</span>
                  </label>
                  {hide && (
                    <Secret
                      hidden
                      label={t('board.holdFor', {
                        names: move.hidden.map((p) => players[p]?.name ?? '').join(t('table.listSep')),
                      })}
                    >
                      {t(moveMsg(move, false))}
                    </Secret>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
