// ① 客引き: the roll (three taps), the dice the active merchant keeps, and who objects.
import { colourOf } from '../../../ui/colours';
import { DicePad } from '../../../ui/DicePad';
import { Die } from '../../../ui/Die';
import { useFresh } from '../../../ui/frames';
import { Shape } from '../../../ui/Shape';
import { MAX_KEEP } from '../components';
import { incomePreview, mayObject, objectionVotes } from '../dice';
import { Income } from './Income';
import { type EdoProps, entryOf, was } from './props';

/** The dice of the roll that show the kept values (each die once); a value the roll lacks is not selected. */
function keptIndexes(roll: readonly number[], kept: readonly number[]): number[] {
  const out: number[] = [];
  for (const v of kept) {
    const i = roll.findIndex((d, j) => d === v && !out.includes(j));
    if (i >= 0) out.push(i);
  }
  return out;
}

/** Three dice: one tap on a 1-6 pad each; the third tap enters the roll. */
export function DiceRoll(props: EdoProps) {
  const { submit, t, initial } = props;
  // A correction shows the old roll; a tap on any die changes it and the third die enters it again.
  const old = was(initial, 'roll')?.dice;
  const [dice, setDice] = useFresh<number[]>(entryOf(props), () => old?.slice(0, 3) ?? []);
  const pick = (i: number, n: number) => {
    const next = [...dice];
    next[i] = n;
    setDice(next);
    const [a, b, c] = next;
    if (a && b && c) submit({ type: 'roll', dice: [a, b, c] });
  };
  return (
    <div class="edo-step edo-roll" data-control>
      {[0, 1, 2].map((i) => (
        <DicePad key={i} label={t('edo.ui.die', { n: i + 1 })} value={dice[i]} onPick={(n) => pick(i, n)} />
      ))}
    </div>
  );
}

/**
 * The active merchant keeps up to two dice (tap to keep); everyone's income is previewed. Which dice are
 * picked is the screen's own until "Keep" enters them, so a third die is not refused by the rules on the
 * answer line: it stays tappable, is not taken, and a line under the dice and Keep says why (客引き「ダイスを3つ
 * 振り、その中から自分のダイスとして2つまで手元に確保します」), where a faded die said nothing.
 */
export function DiceKeep(props: EdoProps) {
  const { state, players, submit, t, initial } = props;
  const roll = state.roll ?? [];
  const [sel, setSel] = useFresh<number[]>(entryOf(props), () =>
    keptIndexes(roll, was(initial, 'keep')?.dice ?? []),
  );
  // True after a tap on a third die, until the next tap on a die.
  const [full, setFull] = useFresh(entryOf(props), () => false);
  const kept = sel.map((i) => roll[i] ?? 0);
  const toggle = (i: number) => {
    const third = !sel.includes(i) && sel.length >= MAX_KEEP;
    setFull(third);
    if (!third) setSel(sel.includes(i) ? sel.filter((j) => j !== i) : [...sel, i]);
  };
  return (
    <div class="edo-step">
      <div data-control>
        <fieldset class="edo-dice">
          <legend>{t('edo.ui.keepDice', { p: { p: state.active } })}</legend>
          {roll.map((d, i) => (
            <button
              key={i}
              type="button"
              class={sel.includes(i) ? 'pad-key selected' : 'pad-key'}
              aria-pressed={sel.includes(i)}
              aria-label={t('edo.ui.dieValue', { n: i + 1, v: d })}
              onClick={() => toggle(i)}
            >
              <Die value={d} size={40} />
            </button>
          ))}
        </fieldset>
        <button type="button" class="big-btn" onClick={() => submit({ type: 'keep', dice: kept })}>
          {kept.length ? t('edo.ui.keepOk', { dice: kept.join('-') }) : t('edo.ui.keepNone')}
        </button>
        {/* Under Keep, not between it and the dice: the line's coming does not move what a finger aims at. */}
        <p class="edo-why" role="status">
          {full ? t('edo.ui.keepMax', { max: MAX_KEEP }) : ''}
        </p>
      </div>
      <Income
        income={incomePreview(state, roll, kept)}
        out={state.dishonour}
        players={players}
        label={t('edo.ui.income')}
        t={t}
      />
    </div>
  );
}

/** Who called 不服: toggle chips, the vote count against the threshold, and one confirming tap. */
export function DiceObject(props: EdoProps) {
  const { state, players, submit, t, initial } = props;
  const [who, setWho] = useFresh<number[]>(
    entryOf(props),
    () => was(initial, 'object')?.players.slice() ?? [],
  );
  const v = objectionVotes(state, who);
  const next = who.length === 0 ? 'none' : !v.upheld ? 'fails' : state.attempt === 1 ? 'reroll' : 'ends';
  return (
    <div class="edo-step">
      <div data-control>
        <fieldset class="edo-toggles">
          <legend>{t('edo.ui.objectors')}</legend>
          {mayObject(state).map((p) => {
            const on = who.includes(p);
            const player = players[p];
            return (
              <button
                key={p}
                type="button"
                class={on ? 'btn edo-toggle on' : 'btn edo-toggle'}
                aria-pressed={on}
                onClick={() => setWho(on ? who.filter((q) => q !== p) : [...who, p].sort((a, b) => a - b))}
              >
                <Shape seat={p} fill={colourOf(player?.colour ?? '').css} />
                {player?.name}
              </button>
            );
          })}
        </fieldset>
        <p class="edo-votes" aria-live="polite">
          {t('edo.ui.votes', { n: v.votes, need: Math.ceil(v.participants / 2) })}
        </p>
        <button type="button" class="big-btn" onClick={() => submit({ type: 'object', players: who })}>
          {t(`edo.ui.object.${next}`)}
        </button>
      </div>
      <Income
        income={incomePreview(state, state.roll ?? [], state.kept ?? [])}
        out={state.dishonour}
        players={players}
        label={t('edo.ui.income')}
        t={t}
      />
    </div>
  );
}
