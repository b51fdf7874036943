// The end: 赤's pick from the discard pile and each 特注 card's colour, proposed as the best, confirmed in one tap.
import { useFresh } from '../../../ui/frames';
import { redCandidates } from '../choices';
import { COLOURS, type Colour } from '../components';
import { pendingSpecial, proposeRed, proposeSpecial, redChooser, tableOf } from '../end';
import { colourMsg, countSpecial, joinMsg, type Take } from '../state';
import { type EdoProps, entryOf, was } from './props';
import { Tile } from './Tile';

/** 赤's pick: the best one as the big button, every other possibility beside it. */
export function EndRed({ state, submit, t, initial }: EdoProps) {
  const player = redChooser(state) ?? state.active;
  const best = proposeRed(state);
  // A correction marks the old pick as the current choice.
  const old = was(initial, 'red');
  // What the rules allow (version 2: a goods colour only; version 1 also a 特注 card or nothing).
  const options = redCandidates(tableOf(state), state.rules);
  const label = (take: Take) =>
    take === null ? t('edo.ui.takeNone') : t('edo.ui.take', { card: colourMsg(take) });
  const take = (take: Take) => submit({ type: 'red', player, take });
  return (
    <div class="edo-step" data-control>
      <button
        type="button"
        class="big-btn"
        aria-pressed={old ? old.take === best : undefined}
        onClick={() => take(best)}
      >
        {t('edo.ui.best', { choice: label(best) })}
      </button>
      <fieldset class="edo-others">
        <legend>{t('edo.ui.others')}</legend>
        {options
          .filter((o) => o !== best)
          .map((o) => (
            <button
              key={String(o)}
              type="button"
              class={old?.take === o ? 'btn on' : 'btn'}
              aria-pressed={old ? old.take === o : undefined}
              onClick={() => take(o)}
            >
              {label(o)}
            </button>
          ))}
      </fieldset>
    </div>
  );
}

/** One merchant's 特注 colours: the best ones chosen already; tap a colour to change, then confirm. */
export function EndSpecial(props: EdoProps) {
  const { state, submit, t, initial } = props;
  const old = was(initial, 'special');
  const pending = pendingSpecial(state);
  const player = old && pending.includes(old.player) ? old.player : (pending[0] ?? state.active);
  const count = countSpecial(state.hands[player] ?? []);
  const [colours, setColours] = useFresh<Colour[]>(entryOf(props), () =>
    old?.player === player && old.colours.length === count
      ? old.colours.slice()
      : proposeSpecial(state, player),
  );
  const set = (i: number, c: Colour) => setColours(colours.map((x, j) => (j === i ? c : x)));
  return (
    <div class="edo-step" data-control>
      <button type="button" class="big-btn" onClick={() => submit({ type: 'special', player, colours })}>
        {t('edo.ui.confirmColours', { colours: joinMsg(colours.map(colourMsg)) })}
      </button>
      {Array.from({ length: count }, (_, i) => (
        <fieldset key={i} class="edo-toggles edo-colours">
          <legend>{t('edo.ui.specialN', { p: { p: player }, n: i + 1 })}</legend>
          {COLOURS.map((c) => (
            <button
              key={c}
              type="button"
              class={colours[i] === c ? 'btn edo-toggle on' : 'btn edo-toggle'}
              aria-pressed={colours[i] === c}
              aria-label={t(colourMsg(c))}
              onClick={() => set(i, c)}
            >
              <Tile kind={c} text="" label="" t={t} />
            </button>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
