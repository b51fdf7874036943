// Entering a card as revealed (starting row, refill, 特注): city chips laid out as the map, goods and points
// steppers two to a row, one confirm key; the end card in a refill has its own key below the form.
import { useState } from 'preact/hooks';
import type { GameScreenProps } from '../../types';
import { GOODS, type Good } from '../components';
import { pointsMsg } from '../describe';
import { countGoods, goodsMsg } from '../goods';
import { isCity } from '../map';
import type { Action } from '../schema';
import type { Goods, State } from '../state';
import { cityName, Piece, Stepper } from './pieces';

const NONE: Goods = [0, 0, 0, 0];

/** The card form; `special` enters a 特注 card instead of an order card. */
export function CardForm({
  state: s,
  prompt,
  submit,
  t,
  special,
  initial,
}: GameScreenProps<State, Action> & { special?: boolean }) {
  // A correction starts from the card as it was entered: its city chosen, its goods and points set.
  const old = initial?.type === 'reveal' || initial?.type === 'special' ? initial : undefined;
  const [city, setCity] = useState<number | null>(old ? old.city : null);
  const [goods, setGoods] = useState<Goods>(old ? countGoods(old.goods) : NONE);
  const [points, setPoints] = useState(old ? old.points : 0);
  const cols = Math.max(...s.map.map((c) => c.col)) + 1;
  const reveal = special || prompt.expects.includes('reveal');
  const list: Good[] = GOODS.flatMap((g, i) => Array.from({ length: goods[i] ?? 0 }, () => g));
  const send = () => {
    if (city === null) return;
    // A refused card stays as entered, so that it can be fixed.
    const refused = submit({ type: special ? 'special' : 'reveal', city, goods: list, points });
    if (!refused) {
      setCity(null);
      setGoods(NONE);
      setPoints(0);
    }
  };
  const endCard = prompt.expects.includes('endCard') && (
    <button
      type="button"
      class={reveal ? 'btn wide' : 'big-btn'}
      data-control={reveal ? undefined : true}
      onClick={() => submit({ type: 'endCard' })}
    >
      {t('gyosho.ui.endCard')}
    </button>
  );
  if (!reveal) return <section class="gy">{endCard}</section>;
  return (
    <section class="gy">
      <div class="card-form" data-control>
        <fieldset
          class="chips map card-cities"
          style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
        >
          <legend class="sr-only">{t('gyosho.ui.cardCity')}</legend>
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
                {cityName(s, i, t)}
              </button>
            ) : null,
          )}
        </fieldset>
        <fieldset class="card-goods">
          <legend class="sr-only">{t('gyosho.ui.cardGoods')}</legend>
          {GOODS.map((g, i) => (
            <Stepper
              key={g}
              label={t(`gyosho.good.${g}`)}
              value={goods[i] ?? 0}
              max={9}
              t={t}
              onChange={(n) => setGoods(goods.map((x, j) => (j === i ? n : x)) as unknown as Goods)}
            >
              <Piece g={g} t={t} />
              <span class="stp-name">{t(`gyosho.good.${g}`)}</span>
            </Stepper>
          ))}
          <Stepper label={t('gyosho.ui.cardPoints')} value={points} max={20} t={t} onChange={setPoints}>
            <span class="stp-name">{t('gyosho.ui.cardPoints')}</span>
          </Stepper>
        </fieldset>
        <button type="button" class="big-btn" disabled={city === null || list.length === 0} onClick={send}>
          {city === null || list.length === 0
            ? t('gyosho.ui.cardPick')
            : t('gyosho.ui.cardOk', {
                city: cityName(s, city, t),
                goods: goodsMsg(goods),
                points: pointsMsg(points),
              })}
        </button>
      </div>
      {endCard}
    </section>
  );
}
