// A grid of cards, rows x numbers (suit x 1-9, colour x 1-10): a card is one tap.
import { colourOf } from './colours';

/** One row of the grid: a suit or colour, with a short letter shown on every tile. */
export interface GridRow {
  id: string;
  label: string;
  letter: string;
  colour: string;
}

/** Props of the card grid; `used` cards are shown struck through and cannot be tapped. */
export interface CardGridProps {
  label: string;
  rows: readonly GridRow[];
  cols: readonly number[];
  used: (row: string, col: number) => boolean;
  onPick: (row: string, col: number) => void;
  /** True when the grid is the step's main control (the phone-fit checks look for it). */
  control?: boolean;
}

/** The card grid. */
export function CardGrid({ label, rows, cols, used, onPick, control = false }: CardGridProps) {
  return (
    <fieldset class="card-grid" style={{ '--cols': cols.length }} data-control={control || undefined}>
      <legend class="sr-only">{label}</legend>
      {rows.map((row) => {
        const { css, ink } = colourOf(row.colour);
        return cols.map((col) => {
          const gone = used(row.id, col);
          return (
            <button
              key={`${row.id}-${col}`}
              type="button"
              class={gone ? 'card-tile used' : 'card-tile'}
              style={{ background: css, color: ink }}
              disabled={gone}
              data-tile
              onClick={() => onPick(row.id, col)}
            >
              {/* Named from its content, "label number", so the visible number is part of the name. */}
              <span class="sr-only">{row.label} </span>
              <span class="card-num num">{col}</span>
              <span class="card-letter" aria-hidden="true">
                {row.letter}
              </span>
            </button>
          );
        });
      })}
    </fieldset>
  );
}
