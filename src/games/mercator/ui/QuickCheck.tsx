// Quick score check: each ship's money left and cargo value (or cards) give payouts and the final ranking.
import { useState } from 'preact/hooks';
import type { RuleViolation } from '../../../engine/types';
import { isViolation, violation } from '../../../engine/violation';
import { CardGrid } from '../../../ui/CardGrid';
import { oneOf, useKept } from '../../../ui/kept';
import { QuickRefusal } from '../../../ui/QuickRefusal';
import { Scoreboard } from '../../../ui/Scoreboard';
import { useSaidUntil } from '../../../ui/said-until';
import { readWhole } from '../../../ui/whole-number';
import type { QuickCheckProps } from '../../types';
import {
  cardId,
  cardOf,
  type Goods,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PAWNS,
  PAYOUTS,
  quickScore,
  type QuickShip as Ship,
} from '../index';
import { cardMsg } from '../messages';
import { blankRow, type QuickRow, QuickShip } from './QuickShip';
import { goodsRows, VALUES } from './Tiles';

/** Whether a kept number names one of the deck's cards. */
const isCardId = (id: number): boolean => Number.isInteger(id) && id >= 0 && cardId(cardOf(id)) === id;

const COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

/** What the scoring takes from a row once its fields read as whole numbers (`notWhole` said otherwise). */
function toShip(row: QuickRow): Ship {
  const n = (text: string) => {
    const read = readWhole(text);
    return read.ok ? (read.n ?? 0) : 0;
  };
  const money = n(row.money);
  return row.cards
    ? { money, cards: row.cards.map(cardOf) }
    : { money, cargo: n(row.cargo), bonus: row.bonus };
}

/** The first money or cargo typed that is not a whole number ("1e1" is not 10), refused quoting it. */
function notWhole(rows: readonly QuickRow[]): RuleViolation | null {
  for (const [p, row] of rows.entries())
    for (const text of row.cards ? [row.money] : [row.money, row.cargo]) {
      const read = readWhole(text);
      if (!read.ok)
        return violation('mercator.err.quickNotWhole', '003 貨物の売却', { p: { p }, value: read.typed });
    }
  return null;
}

/** The quick score check: player count, colour bonus, one set of fields per ship, the live result. */
export function QuickCheck({ t }: QuickCheckProps) {
  const [count, setCount] = useKept('mercator.count', () => MIN_PLAYERS, oneOf(COUNTS));
  const [colourBonus, setColourBonus] = useKept('mercator.colourBonus', () => false);
  const [series, setSeries] = useKept('mercator.series', () => false);
  const [rows, setRows] = useKept<QuickRow[]>(
    'mercator.rows',
    () => Array.from({ length: MAX_PLAYERS }, blankRow),
    (kept) => kept.every((row) => row.cards === null || row.cards.every(isCardId)),
  );
  const [editing, setEditing] = useState<number | null>(null);
  const shown = rows.slice(0, count);
  const players = shown.map((_, i) => ({
    name: t('mercator.ui.qc.name', { n: i + 1 }),
    colour: PAWNS[i] ?? 'red',
  }));
  const change = (i: number, patch: Partial<QuickRow>) => {
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    if (patch.cards === null && editing === i) setEditing(null);
  };
  const taken = new Set(shown.flatMap((r) => r.cards ?? []));
  // A card refused on the grid is the answer to that tap, in the result's place, until the form changes.
  const [why, say] = useSaidUntil<RuleViolation>([rows, count, colourBonus, series, editing]);
  const refuse = (ship: number, id: number) => {
    const p = shown.findIndex((r) => r.cards?.includes(id));
    const card = cardMsg(cardOf(id));
    say(
      p === ship
        ? violation('mercator.err.quickCardMine', '003 用具', { card })
        : violation('mercator.err.quickCardTaken', '003 用具', { card, player: { p } }),
    );
  };
  const ready = shown.every((r) => r.money !== '' && (r.cards !== null || r.cargo !== ''));
  const result = ready ? (notWhole(shown) ?? quickScore(shown.map(toShip), colourBonus, series)) : null;
  const edited = editing !== null && editing < count ? editing : null;
  return (
    <div class="merc merc-quick">
      <div class="field">
        <label for="merc-qcount">{t('mercator.ui.qc.count')}</label>
        <select
          id="merc-qcount"
          value={String(count)}
          onChange={(e) => setCount(Number(e.currentTarget.value))}
        >
          {COUNTS.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <label class="toggle">
        <input
          type="checkbox"
          checked={colourBonus}
          onChange={(e) => setColourBonus(e.currentTarget.checked)}
        />
        <span>
          {t('mercator.opt.colourBonus')}
          <small>{t('mercator.opt.colourBonus.help')}</small>
        </span>
      </label>
      <label class="toggle">
        <input type="checkbox" checked={series} onChange={(e) => setSeries(e.currentTarget.checked)} />
        <span>
          {t('mercator.opt.series')}
          <small>{t('mercator.ui.qc.seriesHelp')}</small>
        </span>
      </label>
      <p class="muted num">
        {t('mercator.ui.qc.table', { n: count, list: (PAYOUTS[count] ?? []).join(' / ') })}
      </p>
      {shown.map((row, i) => (
        <div key={i}>
          <QuickShip
            n={i}
            name={players[i]?.name ?? ''}
            row={row}
            colourBonus={colourBonus}
            editing={edited === i}
            onChange={(patch) => change(i, patch)}
            onEdit={() => setEditing(i)}
            t={t}
          />
          {edited === i && row.cards && (
            <CardGrid
              label={players[i]?.name ?? ''}
              rows={goodsRows(t)}
              cols={VALUES}
              used={(g, value) => taken.has(cardId({ colour: g as Goods, value }))}
              onUsed={(g, value) => refuse(i, cardId({ colour: g as Goods, value }))}
              onPick={(g, value) =>
                change(i, { cards: [...(row.cards ?? []), cardId({ colour: g as Goods, value })] })
              }
            />
          )}
        </div>
      ))}
      {why ? (
        <QuickRefusal refused={why} names={players.map((x) => x.name)} t={t} />
      ) : result === null ? (
        <p class="muted">{t('mercator.ui.qc.fill')}</p>
      ) : isViolation(result) ? (
        <QuickRefusal refused={result} names={players.map((x) => x.name)} t={t} />
      ) : (
        <Scoreboard score={result} players={players} t={t} />
      )}
    </div>
  );
}
