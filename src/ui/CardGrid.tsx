// A grid of cards, rows x numbers (suit x 1-9, colour x 1-10): a card is one tap.
import { colourOf } from './colours';
import { memo, useStable } from './frames';

/** One row of the grid: a suit or colour, with a short letter shown on every tile. */
export interface GridRow {
  id: string;
  label: string;
  letter: string;
  colour: string;
}

/**
 * Props of the card grid; `used` cards are shown struck through. A tap on one goes to `onUsed`, which says why
 * it cannot be taken (a play screen passes its `onPick`: the rules refuse it, in words); without `onUsed` a used
 * card cannot be tapped.
 */
export interface CardGridProps {
  label: string;
  rows: readonly GridRow[];
  cols: readonly number[];
  used: (row: string, col: number) => boolean;
  onPick: (row: string, col: number) => void;
  onUsed?: (row: string, col: number) => void;
  /** True when the grid is the step's main control (the phone-fit checks look for it). */
  control?: boolean;
}

/** One card of the grid, in plain values: a tap redraws only the tiles whose state changed. */
interface TileProps {
  row: string;
  label: string;
  letter: string;
  colour: string;
  col: number;
  gone: boolean;
  onPick: (row: string, col: number) => void;
  /** What a tap on a used card does; none: it cannot be tapped. */
  onUsed: ((row: string, col: number) => void) | undefined;
}

const Tile = memo(function Tile({ row, label, letter, colour, col, gone, onPick, onUsed }: TileProps) {
  const { css, ink } = colourOf(colour);
  const tap = gone ? onUsed : onPick;
  return (
    <button
      type="button"
      class={gone ? 'card-tile used' : 'card-tile'}
      style={{ background: css, color: ink }}
      disabled={tap === undefined}
      aria-disabled={gone && tap !== undefined ? 'true' : undefined}
      data-tile
      onClick={() => tap?.(row, col)}
    >
      {/* Named from its content, "label number", so the visible number is part of the name. */}
      <span class="sr-only">{label} </span>
      <span class="card-num num">{col}</span>
      <span class="card-letter" aria-hidden="true">
        {letter}
      </span>
    </button>
  );
});

/** The card grid. */
export function CardGrid({ label, rows, cols, used, onPick, onUsed, control = false }: CardGridProps) {
  const pick = useStable(onPick);
  const refuse = useStable(onUsed ?? pick);
  return (
    <fieldset class="card-grid" style={{ '--cols': cols.length }} data-control={control || undefined}>
      <legend class="sr-only">{label}</legend>
      {rows.map((row) =>
        cols.map((col) => (
          <Tile
            key={`${row.id}-${col}`}
            row={row.id}
            label={row.label}
            letter={row.letter}
            colour={row.colour}
            col={col}
            gone={used(row.id, col)}
            onPick={pick}
            onUsed={onUsed && refuse}
          />
        )),
      )}
    </fieldset>
  );
}
