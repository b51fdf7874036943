// Setup [2]: the city cards as they lie, the default 3x3 layout ready in one tap, names and kinds editable.
import { useState } from 'preact/hooks';
import type { GameScreenProps } from '../../types';
import type { Action, CellInput } from '../actions';
import { GOODS } from '../components';
import { defaultMap } from '../map';
import type { CellKind, State } from '../state';
import { keepDraft, recall, recallDraft, rememberNames, withNames } from './memory';
import { Piece, shownName } from './pieces';

/** Cards shifted so that the top-left card sits on row 0, column 0. */
function normal(cells: CellInput[]): CellInput[] {
  const r = Math.min(...cells.map((c) => c.row));
  const k = Math.min(...cells.map((c) => c.col));
  return cells.map((c) => ({ ...c, row: c.row - r, col: c.col - k }));
}

/** The map editor and its confirmation. */
export function SetupMap({ state, submit, t, gameId, initial }: GameScreenProps<State, Action>) {
  const road = state.options.road;
  // A correction starts from the map as entered; otherwise from this game's unconfirmed draft, if any.
  const start = () =>
    initial?.type === 'map' ? initial.cells : (recallDraft(gameId) ?? withNames(defaultMap(road), recall()));
  const [cells, setState] = useState<CellInput[]>(start);
  const setCells = (next: CellInput[]) => {
    setState(next);
    if (initial === undefined) keepDraft(gameId, next);
  };
  const [sel, setSel] = useState<number | null>(null);
  const kinds: CellKind[] = [...GOODS, 'distribution', ...(road ? ['road' as const] : [])];
  const edit = (i: number, change: Partial<CellInput>) =>
    setCells(cells.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const rows = Math.max(...cells.map((c) => c.row));
  const cols = Math.max(...cells.map((c) => c.col));
  const pad = sel === null ? 0 : 1;
  const squares: [number, number][] = [];
  for (let r = -pad; r <= rows + pad; r++) for (let k = -pad; k <= cols + pad; k++) squares.push([r, k]);
  const chosen = sel === null ? undefined : cells[sel];
  const confirm = () => {
    if (!submit({ type: 'map', cells })) {
      rememberNames(cells);
      keepDraft(gameId, null);
    }
  };
  return (
    <section class="gy">
      <div class="map-form" data-control>
        <div
          class="map map-setup"
          style={{ gridTemplateColumns: `repeat(${cols + 1 + 2 * pad}, minmax(0, 1fr))` }}
        >
          {squares.map(([r, k]) => {
            const i = cells.findIndex((c) => c.row === r && c.col === k);
            const c = cells[i];
            if (!c) {
              return sel === null ? (
                <span key={`${r},${k}`} />
              ) : (
                <button
                  key={`${r},${k}`}
                  type="button"
                  class="cc cc-empty"
                  aria-label={t('gyosho.ui.moveHere', { row: r + pad + 1, col: k + pad + 1 })}
                  onClick={() => {
                    setCells(normal(cells.map((x, j) => (j === sel ? { ...x, row: r, col: k } : x))));
                    setSel(null);
                  }}
                >
                  +
                </button>
              );
            }
            const good = GOODS.find((g) => g === c.kind);
            return (
              <button
                key={`${r},${k}`}
                type="button"
                class={`cc cc-${c.kind}${sel === i ? ' mark' : ''}`}
                aria-pressed={sel === i}
                onClick={() => setSel(sel === i ? null : i)}
              >
                <span class="cc-name">{shownName(c.name, t)}</span>
                <span class="cc-row">
                  {good ? (
                    <Piece g={good} t={t} />
                  ) : (
                    <span class="cc-kind" aria-hidden="true">
                      {t(`gyosho.ui.kind.${c.kind}`)}
                    </span>
                  )}
                </span>
              </button>
            );
          })}
        </div>
        {chosen && sel !== null && (
          <fieldset>
            <legend>{t('gyosho.ui.card')}</legend>
            <p class="muted">{t('gyosho.ui.moveHint')}</p>
            <label class="field">
              {t('gyosho.ui.cityName')}
              <input
                value={shownName(chosen.name, t)}
                maxLength={40}
                onInput={(e) => edit(sel, { name: e.currentTarget.value })}
              />
            </label>
            <label class="field">
              {t('gyosho.ui.cityKind')}
              <select
                value={chosen.kind}
                onChange={(e) => edit(sel, { kind: e.currentTarget.value as CellKind })}
              >
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {GOODS.some((g) => g === k)
                      ? t('gyosho.ui.producer', { good: { key: `gyosho.good.${k}` } })
                      : t(`gyosho.kind.${k}`)}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        )}
        <button type="button" class="big-btn" onClick={confirm}>
          {t('gyosho.ui.mapOk', { count: cells.length })}
        </button>
      </div>
      <button
        type="button"
        class="btn"
        onClick={() => {
          setCells(start());
          setSel(null);
        }}
      >
        {t('gyosho.ui.mapDefault')}
      </button>
    </section>
  );
}
