// Entering a card as revealed (starting row, refill, 特注): city chips laid out as the map, then each good's count
// and the points as chips, one tap each (issue 32), and one confirm key; the end card in a refill has its own key
// below the form.
import type { ButtonHTMLAttributes } from 'preact';
import { useFresh } from '../../../ui/frames';
import type { GameScreenProps } from '../../types';
import type { Action } from '../actions';
import { GOODS, type Good } from '../components';
import { pointsMsg } from '../describe';
import { countGoods, goodMsg, goodsMsg } from '../goods';
import { isCity } from '../map';
import type { Goods, State } from '../state';
import { cityName, Piece } from './pieces';

const NONE: Goods = [0, 0, 0, 0];
/** ■特注カード: shipping one leaves one good of every kind (全種各1個) in the city: each kind once, one tap. */
const EACH: Goods = [1, 1, 1, 1];

/**
 * The chips of a count, 1 up: at least `least` of them, and one above the value chosen, so that a card asking for
 * more than the usual is still one tap a step away (up to `most`, the form's old limit).
 */
const chips = (value: number | null, least: number, most: number) =>
  Array.from({ length: Math.min(most, Math.max(least, (value ?? 0) + 1)) }, (_, i) => i + 1);

/** A chip of the form, pressed while chosen (`class` replaces its plain look). */
const Chip = ({ on, ...rest }: { on: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) => (
  <button type="button" class="chp" aria-pressed={on} {...rest} />
);

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
  // What is tapped belongs to the card to enter (`nextId`), by the kit's one rule for a step's own state
  // (ui/frames/fresh.ts): the next card starts afresh when the screen shows the entry, a frame after the tap,
  // so the tap's own frame holds the answer only.
  const [city, setCity] = useFresh<number | null>(s.nextId, () => (old ? old.city : null));
  const [goods, setGoods] = useFresh<Goods>(s.nextId, () => (old ? countGoods(old.goods) : NONE));
  // No points until the table taps them: a card never goes in with points nobody chose.
  const [points, setPoints] = useFresh<number | null>(s.nextId, () => (old ? old.points : null));
  const cols = Math.max(...s.map.map((c) => c.col)) + 1;
  const reveal = special || prompt.expects.includes('reveal');
  const list: Good[] = GOODS.flatMap((g, i) => Array.from({ length: goods[i] ?? 0 }, () => g));
  const ready = city !== null && list.length > 0 && points !== null;
  const send = () => {
    if (!ready) return;
    // A refused card stays as entered, so that it can be fixed; a card taken moves `nextId` on.
    submit({ type: special ? 'special' : 'reveal', city, goods: list, points });
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
              <Chip
                key={i}
                on={city === i}
                style={{ gridRow: c.row + 1, gridColumn: c.col + 1 }}
                onClick={() => setCity(i)}
              >
                {cityName(s, i, t)}
              </Chip>
            ) : null,
          )}
        </fieldset>
        <fieldset class="card-goods">
          <legend class="sr-only">{t('gyosho.ui.cardGoods')}</legend>
          {GOODS.map((g, i) => {
            const n = goods[i] ?? 0;
            return (
              // Each chip names its good and count (小麦×2): the row needs no name of its own.
              <div key={g} class="card-count">
                <Piece g={g} t={t} />
                {chips(n, 3, 9).map((k) => (
                  <Chip
                    key={k}
                    on={n === k}
                    aria-label={t({ key: 'gyosho.goods.count', params: { good: goodMsg(g), n: k } })}
                    // A second tap on the count chosen takes the good off the card.
                    onClick={() =>
                      setGoods(goods.map((x, j) => (j === i ? (n === k ? 0 : k) : x)) as unknown as Goods)
                    }
                  >
                    {k}
                  </Chip>
                ))}
              </div>
            );
          })}
          {special && (
            <Chip class="chp card-each" on={goods.every((x) => x === 1)} onClick={() => setGoods(EACH)}>
              {t('gyosho.ui.cardEach')}
            </Chip>
          )}
        </fieldset>
        <fieldset class="card-points">
          <legend class="sr-only">{t('gyosho.ui.cardPoints')}</legend>
          {chips(points, 12, 20).map((k) => (
            <Chip key={k} on={points === k} onClick={() => setPoints(points === k ? null : k)}>
              {t(pointsMsg(k))}
            </Chip>
          ))}
        </fieldset>
        <button type="button" class="big-btn" disabled={!ready} onClick={send}>
          {ready
            ? t('gyosho.ui.cardOk', {
                city: cityName(s, city, t),
                goods: goodsMsg(goods),
                points: pointsMsg(points),
              })
            : t('gyosho.ui.cardPick')}
        </button>
      </div>
      {endCard}
    </section>
  );
}
