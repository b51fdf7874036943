// Settlement: the hidden face of each won card, one at a time, in the order the prompt names.
import type { Player } from '../../../engine/types';
import { PlayerChip } from '../../../ui/PlayerChip';
import { unseen } from '../state';
import { Face } from './Glyph';
import { IconPicker } from './IconPicker';
import { oldIcon, type StepProps } from './IconSteps';
import { CardFaces } from './RoundReport';

/** The card whose hidden face comes next, and every card of the round with what is known of it. */
export function SettleCardStep({
  state,
  t,
  submit,
  players,
  initial,
}: StepProps & { players: readonly Player[] }) {
  const { p, i } = state.reveal ?? { p: 0, i: 0 };
  const cards = state.won[p] ?? [];
  const card = cards[i];
  const owner = players[p];
  return (
    <>
      <p class="kt-pair kt-focus">
        {owner && <PlayerChip player={owner} seat={p} active />}
        <span class="num">{t('katame.ui.cardOf', { k: i + 1, count: cards.length })}</span>
        <Face icon={card?.face ?? null} t={t} size={40} />
        <Face icon={null} t={t} size={40} />
      </p>
      <IconPicker
        legend={t('katame.ui.pickHidden')}
        selected={oldIcon(initial, 'cardHidden')}
        t={t}
        left={unseen(state)}
        control
        onPick={(icon) => submit({ type: 'cardHidden', icon })}
      />
      <h2>{t('katame.ui.revealed')}</h2>
      <ul class="kt-revealed">
        {players.map((player, q) =>
          (state.won[q]?.length ?? 0) > 0 ? (
            <li key={q} class="kt-pair">
              <PlayerChip player={player} seat={q} />
              {(state.won[q] ?? []).map((c, k) =>
                c.hidden ? (
                  <CardFaces key={k} face={c.face} hidden={c.hidden} t={t} />
                ) : (
                  <span key={k} class="kt-card">
                    <Face icon={c.face} t={t} size={22} />
                    <Face icon={null} t={t} size={22} />
                  </span>
                ),
              )}
            </li>
          ) : null,
        )}
      </ul>
    </>
  );
}
