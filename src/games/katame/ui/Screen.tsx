// The table screen of 片目の商人: one step per prompt phase, then the table strip (folds away), then the
// settlements so far.
import type { Player } from '../../../engine/types';
import { Fold } from '../../../ui/Fold';
import { Later, memo, Stages } from '../../../ui/frames';
import type { GameScreenProps, Translate } from '../../types';
import type { Action } from '../actions';
import { DECK_SIZE } from '../components';
import type { State } from '../state';
import { BidStep } from './BidStep';
import { CardStep, PriceStep, SettlePriceStep } from './IconSteps';
import { RoundReport } from './RoundReport';
import { SettleCardStep } from './SettleCardStep';
import { Strip, shownRound } from './Strip';

/** The strip's folded line: the deck and every purse (money is public in this game). */
function StripSummary({ state: s, players, t }: { state: State; players: readonly Player[]; t: Translate }) {
  const purses = players.map((_, p) => t('katame.ui.purse', { p: { p }, n: s.money[p] ?? 0 }));
  return (
    <span class="kt-summary">
      {[t('katame.ui.deckShort', { n: DECK_SIZE - shownRound(s).dealt }), ...purses].join(' · ')}
    </span>
  );
}

/** The strip folded under the step: drawn again only when what it shows changes (a later state, below). */
const FoldedStrip = memo(function FoldedStrip(props: {
  state: State;
  players: readonly Player[];
  t: Translate;
  secret: boolean;
}) {
  const { state, players, t } = props;
  return (
    <Fold id="katame-strip" summary={<StripSummary state={state} players={players} t={t} />}>
      <Strip {...props} />
    </Fold>
  );
});

/** The step of the prompt; everything is drawn from the props, so a past state can be corrected the same way. */
export function Screen({ state, prompt, players, submit, t, secret, initial }: GameScreenProps) {
  const s = state as State;
  const step = { state: s, t, submit: (a: Action) => submit(a), initial: initial as Action | undefined };
  const phase = prompt.phase;
  // The round just settled is shown in full when the next one starts (all of them at the end); older ones fold.
  const last = s.history.slice(-1);
  const shown = phase === 'over' ? s.history : phase === 'round.price' ? last : [];
  const folded = s.history.filter((r) => !shown.includes(r));
  const report = (r: State['history'][number]) => (
    <RoundReport key={r.round} summary={r} players={players} t={t} />
  );
  return (
    <div class="kt">
      {/* The card and bid steps alternate at almost every entry: both stay drawn (ui/frames/Stages.tsx). */}
      <Stages
        current={phase}
        steps={{
          'round.price': () => <PriceStep {...step} />,
          'auction.card': () => <CardStep {...step} />,
          'auction.bid': () => <BidStep {...step} players={players} />,
          'settle.price': () => <SettlePriceStep {...step} />,
          'settle.card': () => <SettleCardStep {...step} players={players} />,
        }}
      />
      {/* The strip is read after the answer: drawn in the frame after the tap's (ui/frames/later.ts). */}
      <Later value={s}>
        {(later) => <FoldedStrip state={later} players={players} t={t} secret={secret} />}
      </Later>
      {shown.map(report)}
      {folded.length > 0 && (
        <details class="kt-history">
          <summary>{t('katame.ui.history', { n: folded.length })}</summary>
          {folded.map(report)}
        </details>
      )}
    </div>
  );
}
