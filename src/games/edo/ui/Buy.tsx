// ② 仕入れ, first half: the cards turned to East and West, then each merchant's declared marker.
import { useFresh } from '../../../ui/frames';
import { nextDeclarer } from '../auction';
import type { Card, Choice } from '../state';
import { CardPick, refusedAlone } from './CardPick';
import { type EdoProps, entryOf, was } from './props';
import { Picked } from './Tile';

/**
 * East's card then West's (one tap each; only East when one card is left). A tap that enters the draw is
 * refused by the rules on the answer line (a third 特注 too); East's card, picked first, is the screen's own
 * until West's tap, so a card that could not enter even alone is not taken and East's line says why.
 */
export function BuyDraw(props: EdoProps) {
  const { state, submit, t, initial } = props;
  const last = state.deck === 1;
  // A correction starts with the old East card picked; the grid then takes West.
  const [east, setEast] = useFresh<Card | null>(entryOf(props), () =>
    last ? null : (was(initial, 'draw')?.east ?? null),
  );
  const [why, setWhy] = useFresh<string | null>(entryOf(props), () => null);
  const pick = (card: Card) => {
    if (last) return submit({ type: 'draw', east: card, west: null });
    if (!east) {
      const refused = refusedAlone(state, card);
      setWhy(refused && t(refused));
      if (!refused) setEast(card);
      return;
    }
    // A refused pair keeps East's card: West is picked again (or East changed with its own button).
    submit({ type: 'draw', east, west: card });
  };
  return (
    <div class="edo-step">
      {/* East's line stays with one card left too, so the grid stands where it does every other turn. */}
      <Picked label={t('edo.site.east')} card={east} t={t} why={why} onAgain={() => setEast(null)} />
      <CardPick
        state={state}
        label={t('edo.ui.siteCard', { site: { key: east ? 'edo.site.west' : 'edo.site.east' } })}
        t={t}
        onPick={pick}
      />
    </div>
  );
}

const CHOICES: readonly Choice[] = ['east', 'west', 'koban'];

/**
 * The next merchant's marker in turn order: East, West or 小銭稼ぎ. A site with no cards (West after the last
 * draw) stays tappable: the rules refuse it with their reason (edo.err.emptySite), where a faded button
 * said nothing while the prompt still offered it.
 */
export function BuyDeclare({ state, submit, t, initial }: EdoProps) {
  const player = nextDeclarer(state) ?? state.active;
  const old = was(initial, 'declare')?.choice;
  return (
    <fieldset class="edo-step edo-choices" data-control>
      <legend class="edo-sr">{t('edo.ui.declareOf', { p: { p: player } })}</legend>
      {CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          class="big-btn"
          aria-pressed={old === undefined ? undefined : old === choice}
          onClick={() => submit({ type: 'declare', player, choice })}
        >
          {t(`edo.choice.${choice}`)}
        </button>
      ))}
    </fieldset>
  );
}
