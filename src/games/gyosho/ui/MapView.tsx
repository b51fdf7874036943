// The map as it lies on the table: city cards on their grid, with wagons, trading posts and shipping areas.
import type { Player } from '../../../engine/types';
import { colourOf } from '../../../ui/colours';
import { Shape } from '../../../ui/Shape';
import type { Translate } from '../../types';
import { total } from '../goods';
import { produces } from '../map';
import type { State } from '../state';
import { Counted, cityName, Piece } from './pieces';

/** Props of the map: `onTap` makes the cards buttons; `mark` highlights the cards worth tapping now. */
export interface MapProps {
  s: State;
  players: readonly Player[];
  t: Translate;
  onTap?: (city: number) => void;
  mark?: (city: number) => boolean;
  here?: number;
  /** The map is the step's main control (moves, starting places): the phone-fit checks look for it. */
  control?: boolean;
}

/**
 * The map grid. Every row has the same fixed height whatever lies on the cards, so that the map (the
 * control of a turn) never moves or grows between entries; a card's name may take two lines.
 */
export function MapView({ s, players, t, onTap, mark, here, control = false }: MapProps) {
  const cols = Math.max(...s.map.map((c) => c.col)) + 1;
  const fill = (p: number) => colourOf(players[p]?.colour ?? '').css;
  const name = (p: number) => players[p]?.name ?? '';
  return (
    <section
      class="map map-play"
      aria-label={t('gyosho.ui.map')}
      data-control={control || undefined}
      style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
    >
      {s.map.map((cell, i) => {
        const good = produces(cell);
        const body = (
          <>
            <span class="cc-name">{cityName(s, i, t)}</span>
            <span class="cc-row">
              {good ? (
                <Piece g={good} t={t} />
              ) : (
                <span class="cc-kind" aria-hidden="true">
                  {t(`gyosho.ui.kind.${cell.kind}`)}
                </span>
              )}
              {s.merchants.map((m, p) =>
                m.at === i ? (
                  <span key={p} class="wg" title={name(p)}>
                    <Shape seat={p} fill={fill(p)} size={18} />
                    <span class="sr-only">{t('gyosho.ui.wagonOf', { p: name(p) })}</span>
                  </span>
                ) : null,
              )}
              {s.merchants.map((m, p) =>
                m.posts.includes(i) ? (
                  <span key={`p${p}`} class="post">
                    <Shape seat={p} fill={fill(p)} size={11} />
                    <span class="sr-only">{t('gyosho.ui.postOf', { p: name(p) })}</span>
                  </span>
                ) : null,
              )}
            </span>
            <span class="cc-areas">
              {(s.areas[i] ?? []).map((g, p) =>
                total(g) > 0 ? (
                  <span key={`a${p}`} class="cc-area">
                    <Shape seat={p} fill={fill(p)} size={10} />
                    <span class="sr-only">{t('gyosho.ui.areaOf', { p: name(p) })}</span>
                    <Counted goods={g} t={t} terse />
                  </span>
                ) : null,
              )}
            </span>
          </>
        );
        const cls = `cc cc-${cell.kind}${mark?.(i) ? ' mark' : ''}${here === i ? ' here' : ''}`;
        const style = { gridRow: cell.row + 1, gridColumn: cell.col + 1 };
        return onTap ? (
          <button
            key={i}
            type="button"
            class={cls}
            style={style}
            aria-current={here === i ? 'location' : undefined}
            onClick={() => onTap(i)}
          >
            {body}
          </button>
        ) : (
          <div key={i} class={cls} style={style}>
            {body}
          </div>
        );
      })}
    </section>
  );
}
