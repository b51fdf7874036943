// Drawn pieces: goods (a coloured shape with a letter), jewels, small order cards, a number stepper.
import type { Translate } from '../../types';
import { GOODS, type Good } from '../components';
import { pointsMsg } from '../describe';
import { goodsMsg, has } from '../goods';
import type { Jewel } from '../jewels';
import { cityParam, nameParam } from '../map';
import type { Card, Goods, State } from '../state';

/** A map card's name as the reader sees it: a default name in the reader's language, a typed one as typed. */
export function cityName(s: Pick<State, 'map'>, city: number, t: Translate): string {
  const name = cityParam(s, city);
  return typeof name === 'string' ? name : t(name);
}

/** A name as entered on the setup screen, shown the same way (see cityName). */
export function shownName(name: string, t: Translate): string {
  const m = nameParam(name);
  return typeof m === 'string' ? m : t(m);
}

/** One goods piece: its colour, a shape of its own and the initial of its name (小 武 酒 織; G A W C). */
export function Piece({ g, t }: { g: Good; t: Translate }) {
  return (
    <span class={`gd gd-${g}`} aria-hidden="true">
      {t(`gyosho.ui.letter.${g}`)}
    </span>
  );
}

/** Goods as a row of pieces, one per piece, then `slots` minus that many empty slots. */
export function Pieces({ goods, t, slots = 0 }: { goods: Goods; t: Translate; slots?: number }) {
  const list = GOODS.flatMap((g) => Array.from({ length: has(goods, g) }, () => g));
  return (
    <span class="pcs" role="img" aria-label={t(goodsMsg(goods))}>
      {list.map((g, i) => (
        <Piece key={i} g={g} t={t} />
      ))}
      {Array.from({ length: Math.max(0, slots - list.length) }, (_, i) => (
        <span key={`e${i}`} class="gd gd-empty" />
      ))}
    </span>
  );
}

/**
 * Goods as one piece per kind with its count (shipping areas); `all` shows kinds at zero too; `terse`
 * leaves out a count of 1 (a piece alone is one good), to fit a map card.
 */
export function Counted(props: { goods: Goods; t: Translate; all?: boolean; terse?: boolean }) {
  const { goods, t, all = false, terse = false } = props;
  return (
    <span class="pcs" role="img" aria-label={t(goodsMsg(goods))}>
      {GOODS.filter((g) => all || has(goods, g) > 0).map((g) => (
        <span key={g} class="cnt">
          <Piece g={g} t={t} />
          {!(terse && has(goods, g) === 1) && <span class="num">{has(goods, g)}</span>}
        </span>
      ))}
    </span>
  );
}

/** A jewel token: red 3 or white 1 (the number carries it, not the colour alone). */
export function JewelTok({ kind, t }: { kind: Jewel; t: Translate }) {
  return (
    <span class={`jw jw-${kind}`} role="img" aria-label={t(`gyosho.jewel.${kind}`)}>
      {kind === 'red' ? 3 : 1}
    </span>
  );
}

/**
 * An order or 特注 card drawn small: its city, goods, points and the jewel over its slot; `faceDown` draws only
 * its city (the emblem on its back), for a card taken face down since (the history).
 */
export function MiniCard({
  s,
  card,
  jewel,
  t,
  faceDown = false,
}: {
  s: State;
  card: Card;
  jewel?: Jewel | null;
  t: Translate;
  faceDown?: boolean;
}) {
  return (
    <span class={card.special ? 'mc mc-sp' : 'mc'}>
      <span class="mc-city">
        {jewel && <JewelTok kind={jewel} t={t} />}
        {cityName(s, card.city, t)}
      </span>
      {faceDown ? (
        <span class="mc-pts muted">{t('gyosho.ui.faceDown')}</span>
      ) : (
        <span class="mc-pts">
          <Pieces goods={card.goods} t={t} />
          <span class="num">{t(pointsMsg(card.points))}</span>
        </span>
      )}
    </span>
  );
}

/** A number from 0 to 99 (the most a record holds) between − and + keys (44 px), its label under it. */
export function Stepper(props: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  t: Translate;
}) {
  const { label, value, onChange, t } = props;
  return (
    <div class="stp">
      <button
        type="button"
        class="pad-key"
        aria-label={t('gyosho.ui.less', { what: label })}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <span class="stp-mid">
        <span class="stp-name">{label}</span>
        <output class="num stp-v" aria-label={label}>
          {value}
        </output>
      </span>
      <button
        type="button"
        class="pad-key"
        aria-label={t('gyosho.ui.more', { what: label })}
        disabled={value >= 99}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
