// The whole-match quick check (issue 15): every round's capacities and goods counts on one screen, the last
// round's tricks for the tie-break, and the match ranked as the game's own score ranks it.
import type { Player } from '../../../engine/types';
import { isViolation } from '../../../engine/violation';
import { oneOf, useKept } from '../../../ui/kept';
import { QuickRefusal } from '../../../ui/QuickRefusal';
import { Scoreboard } from '../../../ui/Scoreboard';
import type { QuickCheckProps } from '../../types';
import { checkMatch, game } from '../index';
import { Choice } from './Choice';
import { QuickCaps } from './QuickCaps';
import { QuickCounts, readTyped } from './QuickCounts';

const blank = (n: number): (number | null)[] => Array.from({ length: n }, () => null);
const blankText = (n: number): string[] => Array.from({ length: n }, () => '');
const emptyRound = () => ({ caps: blank(4), counts: Array.from({ length: 4 }, () => blankText(4)) });

type Round = ReturnType<typeof emptyRound>;

/** The match from the rounds and tricks as typed, or the first number typed that is not a whole one. */
function matchOf(rounds: readonly Round[], tricks: readonly string[], count: number) {
  const counts: (number | null)[][][] = [];
  for (const r of rounds) {
    const read = readTyped(r.counts.slice(0, count));
    if (isViolation(read)) return read;
    counts.push(read);
  }
  const last = readTyped(tricks.map((n) => [n]));
  if (isViolation(last)) return last;
  return checkMatch(
    rounds.map((r, i) => ({ capacities: r.caps, counts: counts[i] ?? [] })),
    last.map(([n]) => n ?? 0),
  );
}

/** As many rounds as players, each in its own region; the last round's tricks; the ranked match. */
export function QuickMatch({ t }: QuickCheckProps) {
  const [count, setCount] = useKept('supermarket.match.count', () => 4, oneOf([3, 4]));
  const [rounds, setRounds] = useKept('supermarket.match.rounds', () =>
    Array.from({ length: 4 }, emptyRound),
  );
  const [tricks, setTricks] = useKept<string[]>('supermarket.match.tricks', () => blankText(4));
  const players: Player[] = Array.from({ length: count }, (_, i) => ({
    name: t('new.defaultName', { n: i + 1 }),
    colour: game.colours[i] ?? 'grey',
  }));
  const shown = rounds.slice(0, count);
  const filled = tricks.slice(0, count).every((n) => n.trim() !== '');
  const result = filled ? matchOf(shown, tricks.slice(0, count), count) : null;
  const setRound = (i: number, next: (typeof rounds)[number]) =>
    setRounds(rounds.map((r, j) => (j === i ? next : r)));
  return (
    <div class="sm">
      <Choice
        legend={t('supermarket.ui.playerCount')}
        options={[3, 4].map((n) => ({ value: n, label: String(n) }))}
        value={count}
        onChange={setCount}
      />
      {shown.map((round, i) => {
        const name = t('supermarket.line.round', { round: i + 1 });
        return (
          <section key={i} aria-label={name} class="sm-quick-round">
            <h2>{name}</h2>
            <QuickCaps caps={round.caps} t={t} onChange={(caps) => setRound(i, { ...round, caps })} />
            <QuickCounts
              players={players}
              counts={round.counts}
              t={t}
              onChange={(p, s, v) =>
                setRound(i, {
                  ...round,
                  counts: round.counts.map((row, q) =>
                    q === p ? row.map((c, j) => (j === s ? v : c)) : row,
                  ),
                })
              }
            />
          </section>
        );
      })}
      <fieldset>
        <legend>{t('supermarket.chain.lastTricks')}</legend>
        {players.map((player, p) => (
          <label key={p} class="sm-trick-input">
            {player.name}
            <input
              type="text"
              inputMode="numeric"
              value={tricks[p] ?? ''}
              onInput={(e) => {
                const text = e.currentTarget.value;
                setTricks(tricks.map((n, q) => (q === p ? text : n)));
              }}
            />
          </label>
        ))}
      </fieldset>
      {result === null ? (
        <p class="muted">{t('supermarket.ui.matchFill')}</p>
      ) : isViolation(result) ? (
        <QuickRefusal refused={result} names={players.map((x) => x.name)} t={t} />
      ) : (
        <Scoreboard score={result} players={players} t={t} />
      )}
    </div>
  );
}
