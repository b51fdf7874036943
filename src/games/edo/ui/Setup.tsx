// Setup screens: each merchant's two starting cards by pips, then the two first discards.

import { DicePad } from '../../../ui/DicePad';
import { useFresh } from '../../../ui/frames';
import { nextStarter } from '../setup';
import type { Card } from '../state';
import { seatAfter } from '../state';
import { CardPick, refusedAlone } from './CardPick';
import { type EdoProps, entryOf, was } from './props';
import { Picked } from './Tile';

/** One merchant's starting cards: the pips of the card kept and of the one passed left (two taps). */
export function SetupStart(props: EdoProps) {
  const { state, submit, t, initial } = props;
  const player = nextStarter(state) ?? 0;
  const left = seatAfter(player, 1, state.players);
  const old = was(initial, 'start');
  const [keep, setKeep] = useFresh<number | undefined>(entryOf(props), () => old?.keep);
  const [pass, setPass] = useFresh<number | undefined>(entryOf(props), () => old?.pass);
  const enter = (k?: number, p?: number) => {
    setKeep(k);
    setPass(p);
    if (k && p) submit({ type: 'start', player, keep: k, pass: p });
  };
  return (
    <div class="edo-step" data-control>
      <DicePad label={t('edo.ui.keep', { p: { p: player } })} value={keep} onPick={(n) => enter(n, pass)} />
      <DicePad label={t('edo.ui.pass', { p: { p: left } })} value={pass} onPick={(n) => enter(keep, n)} />
    </div>
  );
}

/**
 * The two cards turned from the deck to start the discard pile (one tap each); the first is the screen's own
 * until the second enters both, so one that could not enter even alone is not taken and its line says why.
 */
export function SetupDiscards(props: EdoProps) {
  const { state, submit, t, initial } = props;
  // A correction starts with the old first card picked; the grid then takes the second.
  const [first, setFirst] = useFresh<Card | null>(
    entryOf(props),
    () => was(initial, 'discards')?.cards[0] ?? null,
  );
  const [why, setWhy] = useFresh<string | null>(entryOf(props), () => null);
  const pick = (card: Card) => {
    if (!first) {
      const refused = refusedAlone(state, card);
      setWhy(refused && t(refused));
      if (!refused) setFirst(card);
      return;
    }
    submit({ type: 'discards', cards: [first, card] });
  };
  return (
    <div class="edo-step">
      <Picked
        label={t('edo.ui.cardN', { n: 1 })}
        card={first}
        t={t}
        why={why}
        onAgain={() => setFirst(null)}
      />
      <CardPick state={state} label={t('edo.ui.cardN', { n: first ? 2 : 1 })} t={t} onPick={pick} />
    </div>
  );
}
