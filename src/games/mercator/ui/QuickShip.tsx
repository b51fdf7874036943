// One ship in the quick score check: money left, and the cargo value (with the colour bonus) or the cards.
import type { Translate } from '../../types';
import { cardOf, valueSum } from '../index';
import { cardMsg } from '../messages';
import { Tile } from './Tiles';

/** What the quick check keeps for one ship, as typed. */
export interface QuickRow {
  money: string;
  cargo: string;
  bonus: boolean;
  /** null: the cargo value is entered; otherwise the cards, entered on the grid. */
  cards: number[] | null;
}

/** An empty ship. */
export const blankRow = (): QuickRow => ({ money: '', cargo: '', bonus: false, cards: null });

/** Props of one ship's fields. */
interface QuickShipProps {
  n: number;
  name: string;
  row: QuickRow;
  colourBonus: boolean;
  editing: boolean;
  onChange: (change: Partial<QuickRow>) => void;
  onEdit: () => void;
  t: Translate;
}

/** The fields of one ship. */
export function QuickShip({ n, name, row, colourBonus, editing, onChange, onEdit, t }: QuickShipProps) {
  const id = `merc-q${n}`;
  return (
    <fieldset class="merc-qship">
      <legend>{name}</legend>
      <div class="field">
        <label for={`${id}-money`}>{t('mercator.score.money')}</label>
        <input
          id={`${id}-money`}
          type="text"
          inputMode="numeric"
          value={row.money}
          onInput={(e) => onChange({ money: e.currentTarget.value })}
        />
      </div>
      {row.cards === null ? (
        <>
          <div class="field">
            <label for={`${id}-cargo`}>{t('mercator.ui.qc.cargo')}</label>
            <input
              id={`${id}-cargo`}
              type="text"
              inputMode="numeric"
              value={row.cargo}
              onInput={(e) => onChange({ cargo: e.currentTarget.value })}
            />
          </div>
          {colourBonus && (
            <label class="toggle">
              <input
                type="checkbox"
                checked={row.bonus}
                onChange={(e) => onChange({ bonus: e.currentTarget.checked })}
              />
              {t('mercator.ui.qc.hasBonus')}
            </label>
          )}
          <button
            type="button"
            class="btn"
            onClick={() => {
              onChange({ cards: [] });
              onEdit();
            }}
          >
            {t('mercator.ui.qc.byCards')}
          </button>
        </>
      ) : (
        <>
          <p class="merc-qcards">
            {row.cards.map((card) => (
              <button
                key={card}
                type="button"
                class="merc-tilebtn"
                aria-label={t('mercator.ui.qc.remove', { card: cardMsg(cardOf(card)) })}
                onClick={() => onChange({ cards: row.cards?.filter((c) => c !== card) ?? [] })}
              >
                <Tile id={card} t={t} big />
              </button>
            ))}
            <span class="num">
              {t('mercator.ui.qc.cargo')} {valueSum(row.cards)}
            </span>
          </p>
          <p class="merc-qbtns">
            {!editing && (
              <button type="button" class="btn" onClick={onEdit}>
                {t('mercator.ui.qc.byCards')}
              </button>
            )}
            <button type="button" class="btn" onClick={() => onChange({ cards: null })}>
              {t('mercator.ui.qc.byValue')}
            </button>
          </p>
        </>
      )}
    </fieldset>
  );
}
