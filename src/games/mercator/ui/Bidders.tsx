// The players of an auction in tie-break order (one tap picks whose entry it is), and those who may not bid.
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { PlayerChip } from '../../../ui/PlayerChip';
import { bidders, freeHold, isFull, orderFromLeft } from '../index';
import type { StepProps } from './step';

/** Props of the bidder list: who is picked, what to show beside each, and which rows may be picked. */
interface BiddersProps extends StepProps {
  label: string;
  picked: number | null;
  onPick: (p: number) => void;
  status?: (p: number) => ComponentChildren;
  done?: (p: number) => boolean;
}

/**
 * After a pick down the list, the step's pad (above the list) is brought back into view if the pick left any of it
 * off the screen: a bidder picked out of turn, or another winner, then types into keys in view.
 */
function padIntoView(from: Element): void {
  const pad = from.closest('.merc-step')?.querySelector('.number-pad');
  if (!pad) return;
  const box = pad.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) pad.scrollIntoView({ block: 'center' });
}

/** The eligible bidders as pickable buttons, then the players left out and why. */
export function Bidders({ s, players, t, label, picked, onPick, status, done }: BiddersProps) {
  const eligible = bidders(s);
  const out = orderFromLeft(s.players, s.active).filter((p) => !eligible.includes(p));
  // An id of its own: the bid and sale steps each hold a list, and both stay drawn (ui/frames/Stages.tsx).
  const heading = useId();
  return (
    <section class="merc-bidlist" aria-labelledby={heading}>
      <h2 id={heading} class="merc-sub">
        {label}
      </h2>
      <ol class="merc-bidders">
        {eligible.map((p) => {
          const player = players[p];
          return (
            <li key={p}>
              <button
                type="button"
                class="merc-bidder"
                aria-pressed={p === picked}
                disabled={done?.(p) ?? false}
                onClick={(event) => {
                  onPick(p);
                  padIntoView(event.currentTarget);
                }}
              >
                {player && <PlayerChip player={player} seat={p} active={p === picked} />}
                {status && <span class="num">{status(p)}</span>}
              </button>
            </li>
          );
        })}
      </ol>
      {out.length > 0 && (
        <p class="merc-out muted">
          {t('mercator.ui.notBidding')}:{' '}
          {out.map((p) => (
            <span key={p} class="merc-outp">
              {players[p]?.name} (
              {isFull(s, p) ? t('mercator.ui.full') : t('mercator.ui.room', { free: freeHold(s, p) })})
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
