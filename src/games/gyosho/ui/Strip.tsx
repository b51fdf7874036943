// The table state at a glance, kept in view: actions left, stock, 特注 left, jewels, the order row, each wagon.
import type { Player } from '../../../engine/types';
import { colourOf } from '../../../ui/colours';
import { Shape } from '../../../ui/Shape';
import type { Translate } from '../../types';
import { stillToMove } from '../flow';
import { total } from '../goods';
import { jewelAt } from '../jewels';
import { capacityOf } from '../moves';
import type { State } from '../state';
import { Counted, JewelTok, MiniCard, Pieces } from './pieces';

/** The compact strip. */
export function Strip({ s, players, t }: { s: State; players: readonly Player[]; t: Translate }) {
  const playing = s.phase === 'turn' || s.phase === 'post';
  const still = stillToMove(s);
  return (
    <aside class="strip" aria-label={t('gyosho.ui.strip')}>
      <p class="st-line">
        {playing && (
          <strong class="st-act">
            {t('gyosho.label.actionsLeft')} <span class="num">{`${s.actionsLeft}/${s.actionLimit}`}</span>
          </strong>
        )}
        <span>
          {t('gyosho.label.stock')} <Counted goods={s.stock} t={t} all />
        </span>
        {s.round > 0 && (
          <span>
            {t('gyosho.label.specialsLeft')} <b class="num">{s.specials.filter((c) => c).length}</b>
          </span>
        )}
        <span>
          <JewelTok kind="red" t={t} />
          <span class="num">×{s.red}</span> <JewelTok kind="white" t={t} />
          <span class="num">×{s.white}</span>
        </span>
      </p>
      <ol class="st-row" aria-label={t('gyosho.label.row')}>
        {s.row.map((c, i) => (
          <li key={c?.id ?? `x${i}`}>
            {c ? <MiniCard s={s} card={c} jewel={jewelAt(s, i)} t={t} /> : <span class="mc mc-gone" />}
          </li>
        ))}
      </ol>
      <ul class="st-wagons">
        {s.merchants.map((m, p) => {
          const cap = capacityOf(s, p);
          return (
            <li key={p} class={p === s.current && playing ? 'cur' : ''}>
              <Shape seat={p} fill={colourOf(players[p]?.colour ?? '').css} />
              <span>{players[p]?.name}</span>
              <Pieces goods={m.load} slots={cap} t={t} />
              <span class="num">{`${total(m.load)}/${cap}`}</span>
            </li>
          );
        })}
      </ul>
      {still.length > 0 && (
        <p class="st-line">
          {t('gyosho.label.stillToMove')}: {still.map((p) => players[p]?.name).join(t('gyosho.ui.sep'))}
        </p>
      )}
    </aside>
  );
}
