// Shipping in this city: the order cards and 特注 cards it asks for; a card the wagon cannot pay is greyed with the reason.
import type { Translate } from '../../types';
import type { Action } from '../actions';
import { jewelAt } from '../jewels';
import { shipProblem } from '../ship';
import type { Card, State } from '../state';
import { MiniCard } from './pieces';

/** The cards that can be shipped where the current player stands, each with its entry. */
export function shipChoices(s: State): { c: Card; a: Action }[] {
  const p = s.current;
  const at = s.merchants[p]?.at;
  const here = (c: Card | null): c is Card => c !== null && c.city === at;
  return [
    ...s.row.flatMap((c, slot) => (here(c) ? [{ c, a: { type: 'ship', p, slot } as Action }] : [])),
    ...s.specials.flatMap((c, index) =>
      here(c) ? [{ c, a: { type: 'shipSpecial', p, index } as Action }] : [],
    ),
  ];
}

/** The ship buttons, as items of the turn's list of actions here: those allowed, or those refused. */
export function Ship({
  s,
  t,
  submit,
  hide = () => false,
  refused,
}: {
  s: State;
  t: Translate;
  submit: (a: Action) => unknown;
  /** Cards to draw face down (taken since: the history). */
  hide?: (card: Card) => boolean;
  /** Which part of the list: the cards the rules refuse here (greyed, with the reason), or the others. */
  refused: boolean;
}) {
  return (
    <>
      {shipChoices(s).map(({ c, a }) => {
        const why = shipProblem(s, s.current, c);
        if ((why !== null) !== refused) return null;
        return (
          <li key={c.id}>
            <button type="button" class="act act-ship" disabled={why !== null} onClick={() => submit(a)}>
              <MiniCard
                s={s}
                card={c}
                jewel={a.type === 'ship' ? jewelAt(s, a.slot) : null}
                t={t}
                faceDown={hide(c)}
              />
              <span>{t(c.special ? 'gyosho.ui.shipSpecial' : 'gyosho.ui.shipOrder')}</span>
            </button>
            {why && <small class="why">{t({ key: why.code, params: why.params })}</small>}
          </li>
        );
      })}
    </>
  );
}
