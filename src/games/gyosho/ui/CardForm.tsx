// Entering a card as revealed (starting row, refill, 特注): city chips, goods steppers, points; the end card in a refill.
import { useState } from 'preact/hooks';
import type { GameScreenProps } from '../../types';
import { GOODS, type Good } from '../components';
import { goodsMsg } from '../goods';
import { isCity } from '../map';
import type { Action } from '../schema';
import type { Goods, State } from '../state';
import { MiniCard, Piece, Stepper } from './pieces';

const NONE: Goods = [0, 0, 0, 0];

/** The card form; `special` enters a 特注 card instead of an order card. */
export function CardForm({
  state: s,
  prompt,
  submit,
  t,
  special,
}: GameScreenProps<State, Action> & { special?: boolean }) {
  const [city, setCity] = useState<number | null>(null);
  const [goods, setGoods] = useState<Goods>(NONE);
  const [points, setPoints] = useState(0);
  const cols = Math.max(...s.map.map((c) => c.col)) + 1;
  const reveal = special || prompt.expects.includes('reveal');
  const list: Good[] = GOODS.flatMap((g, i) => Array.from({ length: goods[i] ?? 0 }, () => g));
  const send = () => {
    if (city === null) return;
    const refused = submit({ type: special ? 'special' : 'reveal', city, goods: list, points });
    if (!refused) {
      setCity(null);
      setGoods(NONE);
      setPoints(0);
    }
  };
  return (
    <section class="gy">
      {special && s.specials.length > 0 && (
        <ol class="st-row">
          {s.specials.map(
            (c) =>
              c && (
                <li key={c.id}>
                  <MiniCard s={s} card={c} t={t} />
                </li>
              ),
          )}
        </ol>
      )}
      {prompt.expects.includes('endCard') && (
        <button
          type="button"
          class={reveal ? 'btn wide' : 'big-btn'}
          onClick={() => submit({ type: 'endCard' })}
        >
          {t('gyosho.ui.endCard')}
        </button>
      )}
      {reveal && (
        <>
          <fieldset class="chips map" style={{ gridTemplateColumns: `repeat(${cols}, 1fr)` }}>
            <legend>{t('gyosho.ui.cardCity')}</legend>
            {s.map.map((c, i) =>
              isCity(c) ? (
                <button
                  key={i}
                  type="button"
                  class="chp"
                  style={{ gridRow: c.row + 1, gridColumn: c.col + 1 }}
                  aria-pressed={city === i}
                  onClick={() => setCity(i)}
                >
                  {c.name}
                </button>
              ) : null,
            )}
          </fieldset>
          <fieldset>
            <legend>{t('gyosho.ui.cardGoods')}</legend>
            {GOODS.map((g, i) => (
              <Stepper
                key={g}
                label={t(`gyosho.good.${g}`)}
                value={goods[i] ?? 0}
                max={9}
                t={t}
                onChange={(n) => setGoods(goods.map((x, j) => (j === i ? n : x)) as unknown as Goods)}
              >
                <Piece g={g} t={t} /> {t(`gyosho.good.${g}`)}
              </Stepper>
            ))}
            <Stepper label={t('gyosho.ui.cardPoints')} value={points} t={t} onChange={setPoints} />
          </fieldset>
          <button type="button" class="big-btn" disabled={city === null || list.length === 0} onClick={send}>
            {city === null || list.length === 0
              ? t('gyosho.ui.cardPick')
              : t('gyosho.ui.cardOk', { city: s.map[city]?.name ?? '', goods: goodsMsg(goods), points })}
          </button>
        </>
      )}
    </section>
  );
}
