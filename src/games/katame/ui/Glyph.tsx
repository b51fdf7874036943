// The four icons drawn as inline SVG: a shape and a colour per kind, plus a letter, so colour is never alone.
import type { Translate } from '../../types';
import type { Icon } from '../components';

// Chocolate: a bar; gold: a coin; silk: a folded bolt (diamond); junk: a broken shard.
const SHAPES: Record<Icon, { d: string; fill: string; ink: string }> = {
  choc: {
    d: 'M5 8h30a2 2 0 0 1 2 2v20a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2z',
    fill: '#6b3f24',
    ink: '#fff',
  },
  gold: { d: 'M20 3a17 17 0 1 0 0.01 0z', fill: '#e2b714', ink: '#1b1b1b' },
  silk: { d: 'M20 2 38 20 20 38 2 20z', fill: '#7b4fa0', ink: '#fff' },
  junk: { d: 'M6 10 16 4l5 6 9-4 6 12-5 5 3 11-14-2-9 4-6-11 5-6z', fill: '#8a8a8a', ink: '#1b1b1b' },
};

/** The short letter printed on an icon (from the strings, so it follows the language). */
export function iconLetter(t: Translate, icon: Icon): string {
  return t(`katame.ui.letter.${icon}`);
}

/** One icon; `label` makes it an image with that name, otherwise it is decoration beside a text. */
export function Glyph({
  icon,
  t,
  size = 28,
  label,
}: {
  icon: Icon;
  t: Translate;
  size?: number;
  label?: string;
}) {
  const { d, fill, ink } = SHAPES[icon];
  const named = label !== undefined;
  return (
    <svg
      class={`kt-glyph kt-${icon}`}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role={named ? 'img' : undefined}
      aria-label={label}
      aria-hidden={named ? undefined : 'true'}
    >
      <path d={d} fill={fill} stroke="currentColor" stroke-width="1.5" stroke-linejoin="round" />
      {icon === 'choc' && <path d="M15 8v24M25 8v24M3 20h34" stroke={ink} stroke-opacity="0.35" />}
      <text
        x="20"
        y="21"
        fill={ink}
        font-size="15"
        font-weight="700"
        text-anchor="middle"
        dominant-baseline="central"
      >
        {iconLetter(t, icon)}
      </text>
    </svg>
  );
}

/** A face nobody may see yet: a card back with a question mark. */
function Unknown({ t, size = 28 }: { t: Translate; size?: number }) {
  return (
    <svg
      class="kt-glyph kt-back"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role="img"
      aria-label={t('katame.ui.unknown')}
    >
      <rect
        x="4"
        y="4"
        width="32"
        height="32"
        rx="4"
        fill="none"
        stroke="currentColor"
        stroke-width="1.5"
        stroke-dasharray="4 3"
      />
      <text x="20" y="21" fill="currentColor" font-size="16" text-anchor="middle" dominant-baseline="central">
        ?
      </text>
    </svg>
  );
}

/** An icon with its name written beside it. */
export function Named({ icon, t, size = 22 }: { icon: Icon; t: Translate; size?: number }) {
  return (
    <span class="kt-named">
      <Glyph icon={icon} t={t} size={size} />
      {t(`katame.icon.${icon}`)}
    </span>
  );
}

/** A face as far as the table knows it: the named icon, or a card back while it is hidden. */
export function Face({ icon, t, size = 28 }: { icon: Icon | null; t: Translate; size?: number }) {
  return icon ? (
    <Glyph icon={icon} t={t} size={size} label={t(`katame.icon.${icon}`)} />
  ) : (
    <Unknown t={t} size={size} />
  );
}
