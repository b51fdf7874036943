// The quick score check: one round played without the app, from the four ◇ capacities and each player's goods.
import { useState } from 'preact/hooks';
import { scoresFromChain } from '../../../engine/ranking';
import type { Player, RuleViolation } from '../../../engine/types';
import { isViolation } from '../../../engine/violation';
import { oneOf, useKept } from '../../../ui/kept';
import { QuickRefusal } from '../../../ui/QuickRefusal';
import { Scoreboard } from '../../../ui/Scoreboard';
import { useSaidUntil } from '../../../ui/said-until';
import type { QuickCheckProps } from '../../types';
import { type Card, checkRoundFromCards, checkRoundFromCounts, game, RANKS, SUITS } from '../index';
import { Choice } from './Choice';
import { QuickCaps } from './QuickCaps';
import { QuickCards } from './QuickCards';
import { QuickCounts, readTyped } from './QuickCounts';
import { QuickMatch } from './QuickMatch';
import { RoundResult } from './RoundResult';

const empty = <T,>(make: () => T): T[] => Array.from({ length: 4 }, make);

/** The quick check: one round (as before) or the whole match, chosen first. */
export function QuickCheck({ t }: QuickCheckProps) {
  const [scope, setScope] = useKept<'round' | 'match'>(
    'supermarket.scope',
    () => 'round',
    oneOf(['round', 'match']),
  );
  return (
    <>
      <Choice
        legend={t('supermarket.ui.scope')}
        options={[
          { value: 'round' as const, label: t('supermarket.ui.oneRound') },
          { value: 'match' as const, label: t('supermarket.ui.wholeMatch') },
        ]}
        value={scope}
        onChange={setScope}
      />
      {/* Both stay mounted, the other one hidden: a look at the other scope must not wipe what was typed. */}
      <div hidden={scope !== 'round'}>
        <QuickRound t={t} />
      </div>
      <div hidden={scope !== 'match'}>
        <QuickMatch t={t} />
      </div>
    </>
  );
}

/** One round: player count, capacities, counts or cards, and the round's points with the breakdown. */
function QuickRound({ t }: QuickCheckProps) {
  const [count, setCount] = useKept('supermarket.count', () => 4, oneOf([3, 4]));
  const [mode, setMode] = useKept<'counts' | 'cards'>(
    'supermarket.mode',
    () => 'counts',
    oneOf(['counts', 'cards']),
  );
  const [caps, setCaps] = useKept<(number | null)[]>('supermarket.caps', () => empty(() => null));
  const [counts, setCounts] = useKept<string[][]>('supermarket.counts', () => empty(() => empty(() => '')));
  const [taken, setTaken] = useKept<Card[][]>(
    'supermarket.taken',
    () => empty(() => []),
    (kept) => kept.every((cards) => cards.every((c) => SUITS.includes(c.suit) && RANKS.includes(c.rank))),
  );
  const [who, setWho] = useState(0);
  // A card refused on the grid is the answer to that tap, in the result's place, until the form changes.
  const [why, refuse] = useSaidUntil<RuleViolation>([count, mode, caps, counts, taken, who]);
  const players: Player[] = Array.from({ length: count }, (_, i) => ({
    name: t('new.defaultName', { n: i + 1 }),
    colour: game.colours[i] ?? 'grey',
  }));
  const typed = readTyped(counts.slice(0, count));
  const result =
    mode === 'cards'
      ? checkRoundFromCards(caps, taken.slice(0, count))
      : isViolation(typed)
        ? typed
        : checkRoundFromCounts(caps, typed);
  const blank =
    caps.every((c) => c === null) &&
    (mode === 'cards'
      ? taken.every((cards) => cards.length === 0)
      : counts.every((row) => row.every((c) => c.trim() === '')));
  return (
    <div class="sm">
      <Choice
        legend={t('supermarket.ui.playerCount')}
        options={[3, 4].map((n) => ({ value: n, label: String(n) }))}
        value={count}
        onChange={(n) => {
          setCount(n);
          setWho(Math.min(who, n - 1));
        }}
      />
      <QuickCaps caps={caps} onChange={setCaps} t={t} />
      <Choice
        legend={t('supermarket.ui.mode')}
        options={[
          { value: 'counts' as const, label: t('supermarket.ui.byCounts') },
          { value: 'cards' as const, label: t('supermarket.ui.byCards') },
        ]}
        value={mode}
        onChange={setMode}
      />
      {mode === 'counts' ? (
        <QuickCounts
          players={players}
          counts={counts}
          t={t}
          onChange={(p, s, v) =>
            setCounts(counts.map((row, i) => (i === p ? row.map((c, j) => (j === s ? v : c)) : row)))
          }
        />
      ) : (
        <QuickCards
          players={players}
          taken={taken}
          who={who}
          onWho={setWho}
          t={t}
          onChange={(p, cards) => setTaken(taken.map((row, i) => (i === p ? cards : row)))}
          onRefused={refuse}
        />
      )}
      {/* A ranking of blank forms (everyone 1st, shared) would answer a question not yet asked. */}
      {why ? (
        <QuickRefusal refused={why} names={players.map((x) => x.name)} t={t} />
      ) : blank ? (
        <p class="muted">{t('quick.fill')}</p>
      ) : isViolation(result) ? (
        <QuickRefusal refused={result} names={players.map((x) => x.name)} t={t} />
      ) : (
        <>
          <RoundResult
            title={t('supermarket.chain.points')}
            shelves={result.shelves}
            points={result.points}
            players={players}
            t={t}
          />
          <Scoreboard
            score={{
              chain: [{ key: 'supermarket.chain.points' }],
              players: scoresFromChain(
                result.lines,
                result.points.map((n) => [n]),
              ),
            }}
            players={players}
            t={t}
          />
        </>
      )}
    </div>
  );
}
