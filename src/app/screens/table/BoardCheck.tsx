// The board check: where every component should lie now, per player in seat order and per shared area,
// for a table back from a break or in doubt to compare with what lies in front of it. A secret count is
// held to be read by its owner, as everywhere.
import type { Board, Item } from '../../../engine/board';
import type { Player } from '../../../engine/types';
import type { Translate } from '../../../games/types';
import { Secret } from '../../../ui/Secret';
import './checklist.css';

/** Props: the board, the players, whether secrets are kept, and the way back to the game. */
export interface BoardCheckProps {
  board: Board;
  players: readonly Player[];
  keep: boolean;
  t: Translate;
  onClose: () => void;
}

/** An item with its count, in words. */
const said = (item: Item, t: Translate) =>
  t({ ...item.name, params: { ...item.name.params, n: item.count } });

/** The board check's screen. */
export function BoardCheck({ board, players, keep, t, onClose }: BoardCheckProps) {
  const groups: (number | null)[] = [...players.map((_, p) => p), null];
  return (
    <section class="board-check" aria-labelledby="board-check-title">
      <h2 id="board-check-title">{t('board.title')}</h2>
      <button type="button" class="big-btn" data-control onClick={onClose}>
        {t('board.close')}
      </button>
      {groups.map((group) => {
        const places = board.places.filter((p) => (p.owner ?? null) === group);
        if (places.length === 0) return null;
        return (
          <div class="checklist-group" key={group ?? 'shared'}>
            <h3>{group === null ? t('board.shared') : (players[group]?.name ?? '')}</h3>
            <dl>
              {places.map((place) => {
                const items = place.items.filter((i) => i.count > 0);
                const hide = keep && place.secret === true && place.owner !== undefined;
                return (
                  <div key={place.id} data-place={place.id}>
                    <dt>{t(place.name)}</dt>
                    <dd>
                      {items.length === 0
                        ? t('board.nothing')
                        : items.map((item, k) => (
                            <span key={item.id}>
                              {k > 0 && t('table.listSep')}
                              {hide ? (
                                <>
                                  {t(item.plain ?? item.name)}{' '}
                                  <Secret
                                    hidden
                                    label={t('board.holdFor', {
                                      names: players[place.owner ?? 0]?.name ?? '',
                                    })}
                                  >
                                    {said(item, t)}
                                  </Secret>
                                </>
                              ) : (
                                said(item, t)
                              )}
                            </span>
                          ))}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        );
      })}
    </section>
  );
}
