// The map as it lies on the table: city cards on their grid, with wagons, trading posts and shipping areas.
import type { Player } from '../../../engine/types';
import { colourOf } from '../../../ui/colours';
import { memo, useStable } from '../../../ui/frames';
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

/** What lies on one map card, in plain values: a move redraws only the cards whose pieces changed. */
interface BodyProps {
  name: string;
  good: Good | null;
  kind: string;
  /** Seats with a wagon here, and with a trading post here. */
  wagons: readonly number[];
  posts: readonly number[];
  /** The goods each player shipped here. */
  areas: readonly Goods[];
  players: readonly Player[];
  t: Translate;
}

/** Equal lists of numbers (a state's seat lists are built afresh for each render). */
const sameSeats = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Equal goods, kind by kind. */
const sameGoods = (a: Goods, b: Goods | undefined) =>
  b !== undefined && GOODS.every((g) => has(a, g) === has(b, g));

/** The same name and pieces (the lists are built afresh for each render). */
const sameBody = (a: BodyProps, b: BodyProps) =>
  a.name === b.name &&
  a.good === b.good &&
  a.kind === b.kind &&
  sameSeats(a.wagons, b.wagons) &&
  sameSeats(a.posts, b.posts) &&
  (a.areas === b.areas ||
    (a.areas.length === b.areas.length && a.areas.every((g, p) => sameGoods(g, b.areas[p])))) &&
  a.players === b.players &&
  a.t === b.t;

/**
 * A card's name and pieces, apart from the card's button and its marks: a move changes the marks of most
 * cards (where the wagon can go next) but the pieces of two; drawing the pieces of every card whose mark
 * changed took about a fifth of a move's render.
 */
const Body = memo(function Body({ name, good, kind, wagons, posts, areas, players, t }: BodyProps) {
  const fill = (p: number) => colourOf(players[p]?.colour ?? '').css;
  const who = (p: number) => players[p]?.name ?? '';
  return (
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
}, sameBody);

/** One map card: its place on the grid, its marks, and its pieces (Body). */
interface CellProps extends BodyProps {
  city: number;
  cls: string;
  here: boolean;
  row: number;
  col: number;
  onTap?: ((city: number) => void) | undefined;
}

/** A card, a button where the map takes taps; drawn again when its marks or its pieces change. */
const Cell = memo(
  function Cell({ city, cls, here, row, col, onTap, ...body }: CellProps) {
    const style = { gridRow: row + 1, gridColumn: col + 1 };
    return onTap ? (
      <button
        type="button"
        class={cls}
        style={style}
        aria-current={here ? 'location' : undefined}
        onClick={() => onTap(city)}
      >
        <Body {...body} />
      </button>
    ) : (
      <div class={cls} style={style}>
        <Body {...body} />
      </div>
    );
  },
  (a, b) =>
    a.city === b.city &&
    a.cls === b.cls &&
    a.here === b.here &&
    a.row === b.row &&
    a.col === b.col &&
    a.onTap === b.onTap &&
    sameBody(a, b),
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
