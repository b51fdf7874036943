// Quick score check of a game played on paper: each player's counts in, the ranking with its breakdown out.
import type { RuleViolation } from '../../../engine/types';
import { violation } from '../../../engine/violation';
import { oneOf, useKept } from '../../../ui/kept';
import { QuickRefusal } from '../../../ui/QuickRefusal';
import { Scoreboard } from '../../../ui/Scoreboard';
import { readWhole } from '../../../ui/whole-number';
import type { QuickCheckProps } from '../../types';
import { game } from '../index';
import { checkQuick, type QuickEntry, quickScore } from '../scoring';

type Field = keyof QuickEntry;
const FIELDS: Field[] = ['orderPoints', 'orderCards', 'red', 'white', 'titles'];
/** What was typed in each field, as typed (a bad count is said, never changed): four rows, the most players. */
type Row = Record<Field, string>;
const blank = (): Row => ({ orderPoints: '', orderCards: '', red: '', white: '', titles: '' });

/** The first field typed that is not a whole number, refused quoting it as typed (never as "NaN"). */
function refusalOf(rows: readonly Row[]): RuleViolation | null {
  for (const [p, row] of rows.entries()) {
    for (const f of FIELDS) {
      const read = readWhole(row[f]);
      if (!read.ok)
        return violation('gyosho.err.quickAmount', '002 勝利点計算', { p: { p }, value: read.typed });
    }
  }
  return null;
}

/** A row's counts once every field reads as a whole number: an empty field is 0. */
const countsOf = (row: Row): QuickEntry => {
  const n = (f: Field) => {
    const read = readWhole(row[f]);
    return read.ok ? (read.n ?? 0) : 0;
  };
  return {
    orderPoints: n('orderPoints'),
    orderCards: n('orderCards'),
    red: n('red'),
    white: n('white'),
    titles: n('titles'),
  };
};

/** The quick check: 2-4 players, five counts each, the scoreboard updated as they are typed. */
export function QuickCheck({ t }: QuickCheckProps) {
  const [count, setCount] = useKept('gyosho.count', () => 3, oneOf([2, 3, 4]));
  // Rows beyond the player count keep what was typed: fewer players and back loses nothing.
  const [rows, setRows] = useKept<Row[]>('gyosho.rows', () => [blank(), blank(), blank(), blank()]);
  const shown = rows.slice(0, count);
  const players = shown.map((_, i) => ({
    name: t('new.defaultName', { n: i + 1 }),
    colour: game.colours[i] ?? 'grey',
  }));
  const set = (i: number, f: Field, text: string) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, [f]: text.trim() } : r)));
  const entries = shown.map(countsOf);
  const refused = refusalOf(shown) ?? checkQuick(entries);
  return (
    <section class="gy">
      <fieldset class="chips">
        <legend>{t('gyosho.ui.qcPlayers')}</legend>
        {[2, 3, 4].map((n) => (
          <button key={n} type="button" class="chp" aria-pressed={count === n} onClick={() => setCount(n)}>
            {n}
          </button>
        ))}
      </fieldset>
      {shown.map((r, i) => (
        <fieldset key={i} class="qc">
          <legend>{players[i]?.name}</legend>
          {FIELDS.map((f) => (
            <label key={f} class="field">
              {t(`gyosho.ui.qc.${f}`)}
              <input
                type="text"
                inputMode="numeric"
                placeholder="0"
                value={r[f]}
                onInput={(e) => set(i, f, e.currentTarget.value)}
              />
            </label>
          ))}
        </fieldset>
      ))}
      {/* A ranking of blank forms (everyone 1st, shared) would answer a question not yet asked. */}
      {shown.every((r) => FIELDS.every((f) => r[f] === '')) ? (
        <p class="muted">{t('quick.fill')}</p>
      ) : refused ? (
        <QuickRefusal refused={refused} names={players.map((p) => p.name)} t={t} />
      ) : (
        <Scoreboard score={quickScore(entries)} players={players} t={t} />
      )}
    </section>
  );
}
