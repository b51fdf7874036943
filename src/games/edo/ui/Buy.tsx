// ② 仕入れ, first half: the cards turned to East and West, then each merchant's declared marker.
import { useState } from 'preact/hooks';
import { nextDeclarer, siteCards } from '../auction';
import type { Card, Choice } from '../state';
import { CardPick } from './CardPick';
import type { EdoProps } from './props';
import { CardTile } from './Tile';

/** East's card then West's (one tap each; only East when one card is left). */
export function BuyDraw({ state, submit, t }: EdoProps) {
  const [east, setEast] = useState<Card | null>(null);
  const last = state.deck === 1;
  const pick = (card: Card) => {
    if (last) return submit({ type: 'draw', east: card, west: null });
    if (!east) return setEast(card);
    if (submit({ type: 'draw', east, west: card })) setEast(null);
  };
  return (
    <div class="edo-step">
      {east && (
        <p class="edo-picked">
          {t('edo.site.east')} <CardTile card={east} t={t} />
          <button type="button" class="link-btn" onClick={() => setEast(null)}>
            {t('edo.ui.again')}
          </button>
        </p>
      )}
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

/** The next merchant's marker in turn order: East, West or 小銭稼ぎ (a site with no cards cannot be chosen). */
export function BuyDeclare({ state, submit, t }: EdoProps) {
  const player = nextDeclarer(state) ?? state.active;
  return (
    <fieldset class="edo-step edo-choices">
      <legend class="edo-sr">{t('edo.ui.declareOf', { p: { p: player } })}</legend>
      {CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          class="big-btn"
          disabled={choice !== 'koban' && siteCards(state, choice).length === 0}
          onClick={() => submit({ type: 'declare', player, choice })}
        >
          {t(`edo.choice.${choice}`)}
        </button>
      ))}
    </fieldset>
  );
}
