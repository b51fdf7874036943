// The map as it lies on the table: city cards on their grid, with wagons, trading posts and shipping areas.
import type { Player } from '../../../engine/types';
import { colourOf } from '../../../ui/colours';
import { memo, useStable } from '../../../ui/memo';
import { Shape } from '../../../ui/Shape';
import type { Translate } from '../../types';
import { GOODS, type Good } from '../components';
import { has, total } from '../goods';
import { produces } from '../map';
import type { Goods, State } from '../state';
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

/** One map card in plain values: a tap redraws only the cards whose pieces changed. */
interface CellProps {
  city: number;
  name: string;
  good: Good | null;
  kind: string;
  /** Seats with a wagon here, and with a trading post here. */
  wagons: readonly number[];
  posts: readonly number[];
  /** The goods each player shipped here. */
  areas: readonly Goods[];
  cls: string;
  here: boolean;
  row: number;
  col: number;
  players: readonly Player[];
  t: Translate;
  onTap?: ((city: number) => void) | undefined;
}

/** Equal lists of numbers (a state's seat lists are built afresh for each render). */
const sameSeats = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Equal goods, kind by kind. */
const sameGoods = (a: Goods, b: Goods | undefined) =>
  b !== undefined && GOODS.every((g) => has(a, g) === has(b, g));

/** No shipping areas yet. */
const Cell = memo(
  function Cell({
    city,
    name,
    good,
    kind,
    wagons,
    posts,
    areas,
    cls,
    here,
    row,
    col,
    players,
    t,
    onTap,
  }: CellProps) {
    const fill = (p: number) => colourOf(players[p]?.colour ?? '').css;
    const who = (p: number) => players[p]?.name ?? '';
    const body = (
      <>
        <span class="cc-name">{name}</span>
        <span class="cc-row">
          {good ? (
            <Piece g={good} t={t} />
          ) : (
            <span class="cc-kind" aria-hidden="true">
              {t(`gyosho.ui.kind.${kind}`)}
            </span>
          )}
          {wagons.map((p) => (
            <span key={p} class="wg" title={who(p)}>
              <Shape seat={p} fill={fill(p)} size={18} />
              <span class="sr-only">{t('gyosho.ui.wagonOf', { p: who(p) })}</span>
            </span>
          ))}
          {posts.map((p) => (
            <span key={`p${p}`} class="post">
              <Shape seat={p} fill={fill(p)} size={11} />
              <span class="sr-only">{t('gyosho.ui.postOf', { p: who(p) })}</span>
            </span>
          ))}
        </span>
        <span class="cc-areas">
          {areas.map((g, p) =>
            total(g) > 0 ? (
              <span key={`a${p}`} class="cc-area">
                <Shape seat={p} fill={fill(p)} size={10} />
                <span class="sr-only">{t('gyosho.ui.areaOf', { p: who(p) })}</span>
                <Counted goods={g} t={t} terse />
              </span>
            ) : null,
          )}
        </span>
      </>
    );
    const style = { gridRow: row + 1, gridColumn: col + 1 };
    return onTap ? (
      <button
        type="button"
        class={cls}
        style={style}
        aria-current={here ? 'location' : undefined}
        onClick={() => onTap(city)}
      >
        {body}
      </button>
    ) : (
      <div class={cls} style={style}>
        {body}
      </div>
    );
  },
  (a, b) =>
    a.city === b.city &&
    a.name === b.name &&
    a.good === b.good &&
    a.kind === b.kind &&
    sameSeats(a.wagons, b.wagons) &&
    sameSeats(a.posts, b.posts) &&
    (a.areas === b.areas ||
      (a.areas.length === b.areas.length && a.areas.every((g, p) => sameGoods(g, b.areas[p])))) &&
    a.cls === b.cls &&
    a.here === b.here &&
    a.row === b.row &&
    a.col === b.col &&
    a.players === b.players &&
    a.t === b.t &&
    a.onTap === b.onTap,
);

/** No shipping areas yet. */
const NONE: readonly Goods[] = [];

/**
 * The map grid. Every row has the same fixed height whatever lies on the cards, so that the map (the
 * control of a turn) never moves or grows between entries; a card's name may take two lines.
 */
export function MapView({ s, players, t, onTap, mark, here, control = false }: MapProps) {
  const cols = Math.max(...s.map.map((c) => c.col)) + 1;
  const tap = useStable((city: number) => onTap?.(city));
  const seatsAt = (at: (p: number) => boolean) => s.merchants.flatMap((_, p) => (at(p) ? [p] : []));
  return (
    <section
      class="map map-play"
      aria-label={t('gyosho.ui.map')}
      data-control={control || undefined}
      style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
    >
      {s.map.map((cell, i) => (
        <Cell
          key={i}
          city={i}
          name={cityName(s, i, t)}
          good={produces(cell)}
          kind={cell.kind}
          wagons={seatsAt((p) => s.merchants[p]?.at === i)}
          posts={seatsAt((p) => s.merchants[p]?.posts.includes(i) === true)}
          areas={s.areas[i] ?? NONE}
          cls={`cc cc-${cell.kind}${mark?.(i) ? ' mark' : ''}${here === i ? ' here' : ''}`}
          here={here === i}
          row={cell.row}
          col={cell.col}
          players={players}
          t={t}
          onTap={onTap ? tap : undefined}
        />
      ))}
    </section>
  );
}
