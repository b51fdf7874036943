// Quick score check for a game played on paper: counts in, full scoring out (best 赤 pick and 特注 colours).
import type { Msg, MsgParam, RuleViolation } from '../../../engine/types';
import { isViolation, violation } from '../../../engine/violation';
import { oneOf, useKept } from '../../../ui/kept';
import { named } from '../../../ui/named';
import { QuickRefusal } from '../../../ui/QuickRefusal';
import { Scoreboard } from '../../../ui/Scoreboard';
import { readWhole } from '../../../ui/whole-number';
import type { QuickCheckProps, Translate } from '../../types';
import { COLOURS, type Colour } from '../components';
import { type QuickInput, type QuickPlayer, quickScore } from '../scoring';
import { RULE } from '../sections';
import { type Counts, colourMsg } from '../state';
import { Counter } from './Counter';
import { letter } from './Tile';

/** One row of counts as typed: goods by colour, 特注 cards, coins (the discard pile has no coins). */
type Row = { cards: Record<Colour, string>; special: string; coins: string };
const emptyRow = (): Row => ({
  cards: { white: '', yellow: '', red: '', blue: '', black: '' },
  special: '',
  coins: '',
});
const fieldsOf = (row: Row): string[] => [...COLOURS.map((c) => row.cards[c]), row.special, row.coins];

/** A row's counts (blank is 0), or the first field that is not a whole number, refused quoting it as typed. */
function readRow(row: Row, who: MsgParam): Omit<QuickPlayer, 'privileges'> | RuleViolation {
  const typed = fieldsOf(row).map(readWhole);
  const bad = typed.find((x) => !x.ok);
  if (bad && !bad.ok) return violation('edo.err.quickNotWhole', RULE.end, { who, value: bad.typed });
  const n = typed.map((x) => (x.ok ? (x.n ?? 0) : 0));
  const cards = Object.fromEntries(COLOURS.map((c, i) => [c, n[i] ?? 0])) as Counts;
  return { cards, special: n[COLOURS.length] ?? 0, coins: n[COLOURS.length + 1] ?? 0 };
}

/** The form read into the scoring's input, or the first field that cannot be read. */
function readForm(
  rows: readonly Row[],
  n: number,
  priv: { white: number; red: number },
): QuickInput | RuleViolation {
  const [discard = emptyRow()] = rows;
  const pile = readRow(discard, { key: 'edo.term.discard' });
  if (isViolation(pile)) return pile;
  const players: QuickPlayer[] = [];
  for (const [p, row] of rows.slice(1, n + 1).entries()) {
    const read = readRow(row, { p });
    if (isViolation(read)) return read;
    players.push({
      ...read,
      privileges: (['white', 'red'] as const).filter((c) => priv[c] === p),
    });
  }
  return { discard: pile.cards, discardSpecial: pile.special, players };
}

/** The quick score check. */
export function QuickCheck({ t }: QuickCheckProps) {
  const [n, setN] = useKept('edo.count', () => 4, oneOf([3, 4, 5]));
  const [rows, setRows] = useKept<Row[]>('edo.rows', () => Array.from({ length: 6 }, emptyRow));
  const [priv, setPriv] = useKept<{ white: number; red: number }>(
    'edo.privileges',
    () => ({ white: -1, red: -1 }),
    (kept) => [kept.white, kept.red].every(oneOf([-1, 0, 1, 2, 3, 4])),
  );
  const names = Array.from({ length: n }, (_, i) => t('new.defaultName', { n: i + 1 }));
  const players = names.map((name, i) => ({ name, colour: COLOURS[i] ?? 'white' }));
  const set = (r: number, row: Row) => setRows(rows.map((x, i) => (i === r ? row : x)));
  const input = readForm(rows, n, priv);
  const result = isViolation(input) ? input : quickScore(input);
  const blankForm =
    priv.white < 0 &&
    priv.red < 0 &&
    rows.slice(0, n + 1).every((row) => fieldsOf(row).every((x) => x.trim() === ''));
  const tn: Translate = (msg, params) =>
    t(named(typeof msg === 'string' ? { key: msg, params } : msg, names) as Msg);
  return (
    <div class="edo-quick">
      <fieldset class="edo-toggles">
        <legend>{t('edo.ui.qc.count')}</legend>
        {[3, 4, 5].map((k) => (
          <button
            key={k}
            type="button"
            class={k === n ? 'btn edo-toggle on' : 'btn edo-toggle'}
            aria-pressed={k === n}
            onClick={() => setN(k)}
          >
            {k}
          </button>
        ))}
      </fieldset>
      {rows.slice(0, n + 1).map((row, r) => (
        <QuickRow
          key={r}
          title={r === 0 ? t('edo.term.discard') : (names[r - 1] ?? '')}
          row={row}
          coins={r > 0}
          t={t}
          onChange={(next) => set(r, next)}
        />
      ))}
      {(['white', 'red'] as const).map((c) => (
        <div key={c} class="field">
          <label for={`edo-priv-${c}`}>{t(`edo.privilege.${c}`)}</label>
          <select
            id={`edo-priv-${c}`}
            aria-describedby={c === 'red' ? 'edo-priv-red-help' : undefined}
            value={String(priv[c])}
            onChange={(e) => setPriv({ ...priv, [c]: Number(e.currentTarget.value) })}
          >
            <option value="-1">{t('edo.none')}</option>
            {names.map((name, p) => (
              <option key={p} value={String(p)}>
                {name}
              </option>
            ))}
          </select>
          {/* The check makes 赤's pick itself: a pile entered after the pick would give the card twice. */}
          {c === 'red' && (
            <p id="edo-priv-red-help" class="muted">
              {t('edo.ui.qc.redHelp')}
            </p>
          )}
        </div>
      ))}
      {/* A ranking of blank forms (everyone 1st, shared) would answer a question not yet asked. */}
      {blankForm ? (
        <p class="muted">{t('quick.fill')}</p>
      ) : isViolation(result) ? (
        <QuickRefusal refused={result} names={names} t={t} />
      ) : (
        <Scoreboard score={result.score} players={players} t={tn} />
      )}
    </div>
  );
}

/** One merchant's (or the discard pile's) counts, one counter per colour, 特注 and coins. */
function QuickRow({
  title,
  row,
  coins,
  t,
  onChange,
}: {
  title: string;
  row: Row;
  coins: boolean;
  t: Translate;
  onChange: (row: Row) => void;
}) {
  return (
    <fieldset class="edo-qrow">
      <legend>{title}</legend>
      {COLOURS.map((c) => (
        <Counter
          key={c}
          label={`${title} ${t(colourMsg(c))}`}
          short={letter(t, c)}
          kind={c}
          value={row.cards[c]}
          onChange={(v) => onChange({ ...row, cards: { ...row.cards, [c]: v } })}
        />
      ))}
      <Counter
        label={`${title} ${t('edo.card.special')}`}
        short={letter(t, 'special')}
        kind="special"
        value={row.special}
        onChange={(v) => onChange({ ...row, special: v })}
      />
      {coins && (
        <Counter
          label={`${title} ${t('edo.term.coins')}`}
          short={t('edo.ui.coin')}
          kind="coin"
          value={row.coins}
          onChange={(v) => onChange({ ...row, coins: v })}
        />
      )}
    </fieldset>
  );
}
