// ② 仕入れ, second half: each merchant's revealed bid (site + amount, or 小銭稼ぎ), then 青's lowering.
// At 360×640 whose bid it is, the digits and the amount typed so far are in view together: one compact row
// of bidders above the number pad, the site toggles in the pad's own last row beside 小銭稼ぎ.
import { useFresh } from '../../../ui/frames';
import { NumberPad } from '../../../ui/NumberPad';
import { PlayerChip } from '../../../ui/PlayerChip';
import { blueChooser, pendingBidders } from '../auction';
import { bidMsg } from '../secrets';
import type { SiteId } from '../state';
import { type EdoProps, entryOf, was } from './props';

/**
 * One bid: whose (any order; those still to bid are listed in turn order from the active merchant, and the
 * first of them, the one the header names, is picked), the amount on the number pad and its site, or
 * 小銭稼ぎ. The bids already in are listed by name only while secrets are kept: a bid stays behind its
 * screen until the last one is in.
 */
export function BuyBid(props: EdoProps) {
  const { state, players, submit, t, secret, initial } = props;
  const pending = pendingBidders(state);
  // A correction starts from the old bid: its bidder, its site and its amount on the pad.
  const old = was(initial, 'bid');
  const oldSite: SiteId | null = old ? (old.west > 0 ? 'west' : old.east > 0 ? 'east' : null) : null;
  const siteFor = (p: number): SiteId => (state.markers[p] === 'west' ? 'west' : 'east');
  // The bidder picked and their site. One bid after another on the same screen: once the picked bidder's
  // bid is in, the next bidder left in turn order is picked, with their own site.
  const [picked, setPicked] = useFresh<{ player: number; site: SiteId } | null>(entryOf(props), () =>
    old && pending.includes(old.player) ? { player: old.player, site: oldSite ?? siteFor(old.player) } : null,
  );
  const player = picked && pending.includes(picked.player) ? picked.player : (pending[0] ?? 0);
  const site = picked?.player === player ? picked.site : siteFor(player);
  // True when accepted: the pad then clears; a refused amount stays on the pad to be read.
  const bid = (east: number, west: number) => !submit({ type: 'bid', player, east, west });
  return (
    <div class="edo-step">
      {/* Always one row, even for the last bidder, so that the pad below never moves between bids. */}
      <fieldset class="edo-bidders">
        <legend class="edo-sr">{t('edo.ui.bidder')}</legend>
        {pending.map((p) => (
          <button
            key={p}
            type="button"
            class={p === player ? 'btn edo-toggle on' : 'btn edo-toggle'}
            aria-pressed={p === player}
            onClick={() => setPicked({ player: p, site: siteFor(p) })}
          >
            <span class="edo-name">{players[p]?.name}</span>
          </button>
        ))}
      </fieldset>
      <NumberPad
        entry={`${state.turn}.${player}`}
        label={t('edo.ui.amount', { p: { p: player }, site: { key: `edo.site.${site}` } })}
        okLabel={t('edo.ui.ok')}
        clearLabel={t('edo.ui.clear')}
        initial={old && oldSite ? old.east + old.west : undefined}
        onSubmit={(n) => bid(site === 'east' ? n : 0, site === 'west' ? n : 0)}
      >
        {/* An empty site stays pickable, as on the marker step: a bid on it is refused with the reason. */}
        {(['east', 'west'] as const).map((s) => (
          <button
            key={s}
            type="button"
            class={s === site ? 'btn edo-toggle on' : 'btn edo-toggle'}
            aria-pressed={s === site}
            onClick={() => setPicked({ player, site: s })}
          >
            {t(`edo.site.${s}`)}
          </button>
        ))}
        <button
          type="button"
          class={old && oldSite === null ? 'btn edo-koban on' : 'btn edo-koban'}
          aria-pressed={old ? oldSite === null : undefined}
          onClick={() => bid(0, 0)}
        >
          {t('edo.choice.koban')}
        </button>
      </NumberPad>
      <ul class="edo-list" aria-label={t('edo.ui.bids')}>
        {state.bids.map((b, p) =>
          b ? (
            <li key={p}>
              <PlayerChip player={players[p] ?? { name: '', colour: '' }} seat={p} />{' '}
              {secret ? t('edo.ui.bidIn') : t(bidMsg(b))}
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}

/** The 青 holder lowers their revealed bid by 1, or keeps it. */
export function BuyBlue({ state, submit, t, initial }: EdoProps) {
  const player = blueChooser(state) ?? state.active;
  const bid = state.bids[player];
  // A correction marks the old answer as the current choice.
  const old = was(initial, 'blue')?.lower;
  return (
    <div class="edo-step">
      <div class="edo-choices" data-control>
        {bid && <p class="edo-now">{t('edo.ui.bidNow', { p: { p: player }, bid: bidMsg(bid) })}</p>}
        <button
          type="button"
          class="big-btn"
          aria-pressed={old === undefined ? undefined : old}
          onClick={() => submit({ type: 'blue', player, lower: true })}
        >
          {t('edo.ui.lower')}
        </button>
        <button
          type="button"
          class="big-btn"
          aria-pressed={old === undefined ? undefined : !old}
          onClick={() => submit({ type: 'blue', player, lower: false })}
        >
          {t('edo.ui.keepBid')}
        </button>
      </div>
    </div>
  );
}
