// Entering one icon: four big drawn tiles, one tap; an icon whose faces are all accounted for cannot be tapped.
import type { Translate } from '../../types';
import { ICONS, type Icon, type IconCounts } from '../components';
import { Glyph } from './Glyph';

/** Props: `left` shows how many faces of each kind remain this round; `selected` makes the tiles toggles. */
export interface IconPickerProps {
  legend: string;
  t: Translate;
  onPick: (icon: Icon) => void;
  left?: IconCounts;
  selected?: Icon;
  small?: boolean;
  control?: boolean;
}

/** A 2 x 2 (or 4 x 1 when small) grid of icon tiles; `control` marks it as the step's main control. */
export function IconPicker({
  legend,
  t,
  onPick,
  left,
  selected,
  small = false,
  control = false,
}: IconPickerProps) {
  return (
    <fieldset class={small ? 'kt-picker kt-small' : 'kt-picker'} data-control={control || undefined}>
      <legend>{legend}</legend>
      {ICONS.map((icon) => {
        const n = left?.[icon];
        return (
          <button
            key={icon}
            type="button"
            class="kt-tile"
            disabled={n !== undefined && n <= 0}
            aria-pressed={selected === undefined ? undefined : selected === icon}
            onClick={() => onPick(icon)}
          >
            <Glyph icon={icon} t={t} size={small ? 30 : 34} />
            <span class="kt-tile-text">
              {t(`katame.icon.${icon}`)}
              {n !== undefined && <span class="kt-left muted">{t('katame.ui.left', { n })}</span>}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
