// The table at a glance: each merchant's cards, tile, privileges, marker and (masked) coins; East, West, pot, deck, discard.
import { colourOf } from '../../../ui/colours';
import { Fold } from '../../../ui/Fold';
import { memo } from '../../../ui/frames';
import { PlayerChip } from '../../../ui/PlayerChip';
import { Secret } from '../../../ui/Secret';
import { COLOURS } from '../components';
import { privilegesHeld } from '../privileges';
import { colourMsg, countColours, countSpecial } from '../state';
import type { EdoProps } from './props';
import { Cards, CountTile, letter } from './Tile';

/** The strip's folded line: the piles everyone counts on (deck, pot, stock). */
export function StripSummary({ state, t }: Pick<EdoProps, 'state' | 't'>) {
  return <span>{t('edo.ui.summary', { deck: state.deck, pot: state.pot, stock: state.stock })}</span>;
}

/** The table state strip (also the read-only view of a past state in the history). */
export function Strip({ state, players, t, secret }: Pick<EdoProps, 'state' | 'players' | 't' | 'secret'>) {
  const discard = countColours(state.discard);
  const special = countSpecial(state.discard);
  // Markers lie on the board from the declarations until the bids are resolved, never into the next turn.
  const marking = state.phase === 'buy.declare' || state.phase === 'buy.bid' || state.phase === 'buy.blue';
  return (
    <section class="edo-strip">
      <h2 class="edo-sr">{t('edo.ui.strip')}</h2>
      <ul class="edo-rows">
        {players.map((player, p) => {
          const marker = marking ? state.markers[p] : null;
          return (
            <li key={p} class="edo-row">
              <div class="edo-who">
                <PlayerChip player={player} seat={p} active={p === state.active} />
                {state.dishonour[p] && <span class="edo-bad">{t('edo.term.dishonour')}</span>}
                {privilegesHeld(state, p).map((c) => (
                  <span
                    key={c}
                    class="edo-priv"
                    style={{ background: colourOf(c).css, color: colourOf(c).ink }}
                    role="img"
                    aria-label={t('edo.ui.privilege', { colour: colourMsg(c) })}
                  >
                    {letter(t, c)}
                  </span>
                ))}
                {marker && <span class="edo-mark">{t(`edo.choice.${marker}`)}</span>}
                <Cards cards={state.hands[p] ?? []} label={t('edo.ui.handOf', { p: { p } })} t={t} />
              </div>
              <span class="edo-coins">
                <span class="edo-sr">{t('edo.term.coins')}</span>
                <Secret hidden={secret} label={t('edo.ui.coinsOf', { p: { p } })}>
                  {state.coins[p] ?? 0}
                </Secret>
              </span>
            </li>
          );
        })}
      </ul>
      <p class="edo-board">
        <span>
          {t('edo.site.east')} <Cards cards={state.east} label={t('edo.site.east')} t={t} />
        </span>
        <span>
          {t('edo.site.west')} <Cards cards={state.west} label={t('edo.site.west')} t={t} />
        </span>
      </p>
      <p class="edo-board">
        <span>
          {t('edo.term.pot')} <b class="num">{state.pot}</b>
        </span>
        <span>
          {t('edo.term.deck')} <b class="num">{state.deck}</b>
        </span>
        <span>
          {t('edo.term.stock')} <b class="num">{state.stock}</b>
        </span>
      </p>
      <div class="edo-board">
        <span aria-hidden="true">{t('edo.term.discard')}</span>
        <ul class="edo-cards" aria-label={t('edo.term.discard')}>
          {COLOURS.map((c) => (
            <li key={c}>
              <CountTile kind={c} n={discard[c]} t={t} />
            </li>
          ))}
          {special > 0 && (
            <li>
              <CountTile kind="special" n={special} t={t} />
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}

/** The strip folded under the step: drawn again only when what it shows changes (a later state, below). */
export const FoldedStrip = memo(function FoldedStrip(
  props: Pick<EdoProps, 'state' | 'players' | 't' | 'secret'>,
) {
  return (
    <Fold id="edo-strip" summary={<StripSummary state={props.state} t={props.t} />}>
      <Strip {...props} />
    </Fold>
  );
});
