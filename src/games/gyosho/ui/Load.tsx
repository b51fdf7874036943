// Loading in this city: the stock of a producing city, other players' shipping areas; returning goods when full.

import type { Player } from '../../../engine/types';
import { useFresh } from '../../../ui/frames';
import type { Translate } from '../../types';
import type { Action } from '../actions';
import { GOODS, type Good } from '../components';
import { has, total } from '../goods';
import { produces } from '../map';
import { loadProblem } from '../moves';
import type { State } from '../state';
import { capacityOf } from '../wagon';
import { Piece } from './pieces';

type Source = 'stock' | number;

/** What can be loaded where the current player stands: each good, where from, and how many lie there. */
export function loadChoices(s: State): { good: Good; from: Source; n: number }[] {
  const m = s.merchants[s.current];
  if (!m) return [];
  const made = produces(s.map[m.at]);
  const out: { good: Good; from: Source; n: number }[] = [];
  if (made) out.push({ good: made, from: 'stock', n: has(s.stock, made) });
  (s.areas[m.at] ?? []).forEach((g, q) => {
    for (const good of GOODS)
      if (q !== s.current && has(g, good) > 0) out.push({ good, from: q, n: has(g, good) });
  });
  return out;
}

/** The load buttons, as items of the turn's list of actions here: those allowed, or those refused (greyed, with the reason). */
export function Load(props: {
  s: State;
  players: readonly Player[];
  t: Translate;
  submit: (a: Action) => unknown;
  /** Which part of the list: the choices the rules refuse, or the others (and the good to drop). */
  refused: boolean;
}) {
  const { s, players, t, submit, refused } = props;
  // A good picked to load onto a full wagon waits for the good to drop, until the next action (drawn on the
  // same rows: rebuilding the list for each action was a good part of a slow phone's tap).
  const [pending, setPending] = useFresh<{ good: Good; from: Source } | null>(
    `${s.turn}.${s.actionsLeft}`,
    () => null,
  );
  const p = s.current;
  const m = s.merchants[p];
  if (!m) return null;
  const full = total(m.load) >= capacityOf(s, p);
  const drop = GOODS.find((g) => has(m.load, g) > 0);
  const source = (from: Source) =>
    from === 'stock' ? t('gyosho.log.fromStock') : t('gyosho.log.fromArea', { q: players[from]?.name ?? '' });
  const load = (good: Good, from: Source, d?: Good) => {
    const a: Action = d ? { type: 'load', p, good, from, drop: d } : { type: 'load', p, good, from };
    setPending(null);
    submit(a);
  };
  return (
    <>
      {loadChoices(s).map(({ good, from, n }) => {
        const why = loadProblem(s, { type: 'load', p, good, from, drop: full ? drop : undefined });
        if ((why !== null) !== refused) return null;
        return (
          <li key={`${from}-${good}`}>
            <button
              type="button"
              class="act"
              disabled={why !== null}
              aria-pressed={pending?.good === good && pending.from === from}
              onClick={() => (full ? setPending({ good, from }) : load(good, from))}
            >
              <Piece g={good} t={t} />
              {t('gyosho.ui.loadFrom', { good: { key: `gyosho.good.${good}` }, source: source(from), n })}
            </button>
            {why && <small class="why">{t({ key: why.code, params: why.params })}</small>}
          </li>
        );
      })}
      {pending && (
        <li>
          <fieldset class="chips">
            <legend>{t('gyosho.ui.dropWhich')}</legend>
            {GOODS.filter((g) => has(m.load, g) > 0).map((g) => (
              <button key={g} type="button" class="chp" onClick={() => load(pending.good, pending.from, g)}>
                <Piece g={g} t={t} />
                {t('gyosho.ui.dropGood', { good: { key: `gyosho.good.${g}` } })}
              </button>
            ))}
          </fieldset>
        </li>
      )}
    </>
  );
}
