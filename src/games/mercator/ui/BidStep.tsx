// Sealed bids: after the fists open, each eligible player's bid on the number pad (0 allowed), in any order.
import { useFresh } from '../../../ui/frames';
import { NumberPad } from '../../../ui/NumberPad';
import { pendingBidders } from '../index';
import { Bidders } from './Bidders';
import type { StepProps } from './step';
import { Cards } from './Tiles';

/**
 * The bid step: the lot's cards where they stood while turned, the pad for the picked bidder (the first
 * missing one: whose bid, the amount typed and the keys in view together), then who has bid and who not
 * (not what: the amounts show once the lot is settled).
 */
export function BidStep(props: StepProps) {
  const { s, submit, t, initial } = props;
  const pending = pendingBidders(s);
  // A correction starts from the old bid: its bidder picked, its amount on the pad.
  const old = initial?.type === 'bid' ? initial : undefined;
  // The step stays drawn from lot to lot (ui/frames/Stages.tsx): each lot starts with no bidder picked.
  const [chosen, setChosen] = useFresh<number | null>(s.turn, () => (old ? old.player : null));
  const current = chosen !== null && pending.includes(chosen) ? chosen : (pending[0] ?? null);
  return (
    <div class="merc-step">
      <div class="merc-lotbar">
        <Cards cards={s.lot} size={s.lot.length} label={t('mercator.ui.lot')} t={t} big />
      </div>
      {current !== null && (
        <NumberPad
          entry={`${s.turn}.${current}`}
          initial={old && old.player === current ? old.amount : undefined}
          label={t('mercator.ui.bidOf', { p: { p: current } })}
          okLabel={t('mercator.ui.ok')}
          clearLabel={t('pad.clear')}
          onSubmit={(amount) => {
            const refused = submit({ type: 'bid', player: current, amount });
            if (!refused) setChosen(null);
            return !refused;
          }}
        />
      )}
      <Bidders
        {...props}
        label={t('mercator.ui.bidders')}
        picked={current}
        onPick={setChosen}
        // A bid already in stays in its fist until every bid is in (issue 13); a teaching table shows it.
        status={(p) => {
          const bid = s.bids[p];
          if (bid == null) return t('mercator.ui.waiting');
          return props.secret ? t('mercator.ui.bidIn') : bid;
        }}
        done={(p) => s.bids[p] != null}
      />
    </div>
  );
}
