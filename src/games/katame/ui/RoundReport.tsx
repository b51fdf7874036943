// The settlement of a finished round: the price card's two faces, then each player's cards and settlement.
import type { Player } from '../../../engine/types';
import { PlayerChip } from '../../../ui/PlayerChip';
import type { Translate } from '../../types';
import type { Icon } from '../components';
import type { RoundSummary } from '../state';
import { Glyph } from './Glyph';
import { SettlementTable } from './SettlementTable';
import { Values } from './Values';
import '../../../styles/results.css';

/** A card with both faces (visible, then hidden), named as such for a screen reader. */
export function CardFaces({ face, hidden, t }: { face: Icon; hidden: Icon; t: Translate }) {
  const label = t('katame.ui.cardFaces', {
    face: { key: `katame.icon.${face}` },
    hidden: { key: `katame.icon.${hidden}` },
  });
  return (
    <span class="kt-card" role="img" aria-label={label}>
      <Glyph icon={face} t={t} size={22} />
      <Glyph icon={hidden} t={t} size={22} />
    </span>
  );
}

/** The report of one settled round (from the state's history). */
export function RoundReport({
  summary: r,
  players,
  t,
}: {
  summary: RoundSummary;
  players: readonly Player[];
  t: Translate;
}) {
  const end =
    r.end.why === 'broke' ? t('katame.log.endBroke', { p: { p: r.end.p } }) : t('katame.log.endDeck');
  return (
    <section class="kt-report" aria-labelledby={`kt-report-${r.round}`}>
      <h2 id={`kt-report-${r.round}`}>{t('katame.ui.report', { round: r.round })}</h2>
      <p class="muted">{end}</p>
      <p class="kt-pair">
        {t('katame.ui.priceCard')}
        <CardFaces face={r.priceFace} hidden={r.priceHidden} t={t} />
        <Values front={r.priceFace} back={r.priceHidden} t={t} />
      </p>
      <ul class="kt-settlements">
        {players.map((player, p) => {
          const settlement = r.settlements[p];
          const cards = r.won[p] ?? [];
          return (
            <li key={p} class="score-card">
              <h3 class="score-head">
                <PlayerChip player={player} seat={p} />
                <span class="total num">+{settlement?.total ?? 0}</span>
              </h3>
              <p class="kt-pair">
                <span class="muted">{t('katame.ui.paid', { price: r.paid[p] ?? 0, n: cards.length })}</span>
                {cards.map((c, i) => (
                  <CardFaces key={i} face={c.face} hidden={c.hidden ?? c.face} t={t} />
                ))}
              </p>
              {settlement && (
                <SettlementTable
                  settlement={settlement}
                  t={t}
                  caption={t('katame.ui.settlementOf', { p: { p } })}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
