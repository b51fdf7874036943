// A die face drawn with pips (never an emoji, which differs on every phone).

const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [
    [7, 7],
    [17, 17],
  ],
  3: [
    [7, 7],
    [12, 12],
    [17, 17],
  ],
  4: [
    [7, 7],
    [17, 7],
    [7, 17],
    [17, 17],
  ],
  5: [
    [7, 7],
    [17, 7],
    [12, 12],
    [7, 17],
    [17, 17],
  ],
  6: [
    [7, 6],
    [17, 6],
    [7, 12],
    [17, 12],
    [7, 18],
    [17, 18],
  ],
};

/** A die showing `value` (1-6). */
export function Die({ value, size = 28 }: { value: number; size?: number }) {
  return (
    <svg class="die" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <rect
        x="1"
        y="1"
        width="22"
        height="22"
        rx="4"
        fill="var(--paper)"
        stroke="currentColor"
        stroke-width="1.5"
      />
      {(PIPS[value] ?? []).map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="2.2"
          fill={value === 1 ? 'var(--shu)' : 'currentColor'}
        />
      ))}
    </svg>
  );
}
