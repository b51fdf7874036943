// The whole-match quick check (issue 15): the three settlements on one screen, each with the price card's
// faces and every player's icons and payments, totalled from the starting 30 and ranked as the game ranks.
import type { Player, RuleViolation } from '../../../engine/types';
import { isViolation, violation } from '../../../engine/violation';
import { oneOf, useKept } from '../../../ui/kept';
import { QuickRefusal } from '../../../ui/QuickRefusal';
import { Scoreboard } from '../../../ui/Scoreboard';
import { readWhole, type WholeRead } from '../../../ui/whole-number';
import type { QuickCheckProps } from '../../types';
import { ICON_LIMITS, ICONS, type Icon, type IconCounts, NO_ICONS, ROUNDS } from '../components';
import { checkMatch, type QuickSettlement } from '../match';
import { IconPicker } from './IconPicker';
import { Stepper } from './Stepper';

interface RoundInput {
  front: Icon;
  back: Icon;
  counts: IconCounts[];
  /** Each payment as typed: read by `readWhole`, so 「３」 is 3 and "1e1" is refused, quoted. */
  paid: string[];
}
const MAX_PLAYERS = 4;
const emptyRound = (): RoundInput => ({
  front: 'choc',
  back: 'silk',
  counts: Array.from({ length: MAX_PLAYERS }, () => ({ ...NO_ICONS })),
  paid: Array.from({ length: MAX_PLAYERS }, () => ''),
});

/** The first payment typed that is not a whole number, refused quoting it as typed. */
function notWhole(reads: readonly (readonly WholeRead[])[]): RuleViolation | null {
  for (const [r, row] of reads.entries())
    for (const [p, x] of row.entries())
      if (!x.ok)
        return violation('katame.err.quickPaidText', '001 進行', { p: { p }, round: r + 1, value: x.typed });
  return null;
}

/** Player count, then per round the price card and each player's icons and payments; the ranked match. */
export function QuickMatch({ t }: QuickCheckProps) {
  const [count, setCount] = useKept('katame.match.count', () => 3, oneOf([2, 3, 4]));
  const [rounds, setRounds] = useKept<RoundInput[]>(
    'katame.match.rounds',
    () => Array.from({ length: ROUNDS }, emptyRound),
    (kept) => kept.every((r) => ICONS.includes(r.front) && ICONS.includes(r.back)),
  );
  const players: Player[] = Array.from({ length: count }, (_, i) => ({
    name: t('new.defaultName', { n: i + 1 }),
    colour: 'grey',
  }));
  const set = (r: number, next: RoundInput) => setRounds(rounds.map((x, i) => (i === r ? next : x)));
  const reads = rounds.map((r) => r.paid.slice(0, count).map(readWhole));
  const filled = reads.every((row) => row.every((x) => !x.ok || x.n !== null));
  const input: QuickSettlement[] = rounds.map((r, i) => ({
    front: r.front,
    back: r.back,
    counts: r.counts.slice(0, count),
    paid: (reads[i] ?? []).map((x) => (x.ok ? (x.n ?? 0) : 0)),
  }));
  const result = filled ? (notWhole(reads) ?? checkMatch(input)) : null;
  return (
    <section class="kt kt-quick" aria-labelledby="kt-match-title">
      <h2 id="kt-match-title">{t('katame.quick.match')}</h2>
      <fieldset class="kt-toggles">
        <legend>{t('katame.quick.players')}</legend>
        {[2, 3, 4].map((n) => (
          <button
            key={n}
            type="button"
            class="btn kt-toggle"
            aria-pressed={n === count}
            onClick={() => setCount(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
      {rounds.map((round, r) => {
        const name = t('katame.line.round', { round: r + 1 });
        return (
          <section key={r} aria-label={name} class="kt-quick-round">
            <h3>{name}</h3>
            <IconPicker
              legend={t('katame.quick.front')}
              t={t}
              small
              selected={round.front}
              onPick={(front) => set(r, { ...round, front })}
            />
            <IconPicker
              legend={t('katame.quick.back')}
              t={t}
              small
              selected={round.back}
              onPick={(back) => set(r, { ...round, back })}
            />
            {players.map((player, p) => (
              <fieldset key={p} aria-label={player.name}>
                <legend>{player.name}</legend>
                <ul class="kt-steppers">
                  {ICONS.map((icon) => (
                    <Stepper
                      key={icon}
                      icon={icon}
                      value={round.counts[p]?.[icon] ?? 0}
                      max={ICON_LIMITS[icon]}
                      t={t}
                      onChange={(n) =>
                        set(r, {
                          ...round,
                          counts: round.counts.map((c, q) => (q === p ? { ...c, [icon]: n } : c)),
                        })
                      }
                    />
                  ))}
                </ul>
                <label>
                  {t('katame.quick.paid')}
                  <input
                    type="text"
                    inputMode="numeric"
                    value={round.paid[p] ?? ''}
                    onInput={(e) => {
                      const text = e.currentTarget.value;
                      set(r, { ...round, paid: round.paid.map((x, q) => (q === p ? text : x)) });
                    }}
                  />
                </label>
              </fieldset>
            ))}
          </section>
        );
      })}
      <div aria-live="polite">
        {result === null ? (
          <p class="muted">{t('katame.quick.matchFill')}</p>
        ) : isViolation(result) ? (
          <QuickRefusal refused={result} names={players.map((x) => x.name)} t={t} alert={false} />
        ) : (
          <Scoreboard score={result} players={players} t={t} />
        )}
      </div>
    </section>
  );
}
