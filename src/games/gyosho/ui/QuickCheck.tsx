// Quick score check of a game played on paper: each player's counts in, the ranking with its breakdown out.
import { useState } from 'preact/hooks';
import { Scoreboard } from '../../../ui/Scoreboard';
import type { QuickCheckProps } from '../../types';
import { game } from '../index';
import { type QuickEntry, quickScore } from '../scoring';

type Field = keyof QuickEntry;
const FIELDS: Field[] = ['orderPoints', 'orderCards', 'red', 'white', 'titles'];
const blank = (): QuickEntry => ({ orderPoints: 0, orderCards: 0, red: 0, white: 0, titles: 0 });

/** The quick check: 2-4 players, five counts each, the scoreboard updated as they are typed. */
export function QuickCheck({ t }: QuickCheckProps) {
  const [rows, setRows] = useState<QuickEntry[]>(() => [blank(), blank(), blank()]);
  const players = rows.map((_, i) => ({
    name: t('new.defaultName', { n: i + 1 }),
    colour: game.colours[i] ?? 'grey',
  }));
  const set = (i: number, f: Field, v: number) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, [f]: Number.isFinite(v) && v > 0 ? v : 0 } : r)));
  return (
    <section class="gy">
      <fieldset class="chips">
        <legend>{t('gyosho.ui.qcPlayers')}</legend>
        {[2, 3, 4].map((n) => (
          <button
            key={n}
            type="button"
            class="chp"
            aria-pressed={rows.length === n}
            onClick={() => setRows(Array.from({ length: n }, (_, i) => rows[i] ?? blank()))}
          >
            {n}
          </button>
        ))}
      </fieldset>
      {rows.map((r, i) => (
        <fieldset key={i} class="qc">
          <legend>{players[i]?.name}</legend>
          {FIELDS.map((f) => (
            <label key={f} class="field">
              {t(`gyosho.ui.qc.${f}`)}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                placeholder="0"
                value={r[f] ? String(r[f]) : ''}
                onInput={(e) => set(i, f, Number(e.currentTarget.value))}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <Scoreboard score={quickScore(rows)} players={players} t={t} />
    </section>
  );
}
