// A seat's shape (circle, triangle, square...), drawn so that players are told apart without colour.
import { memo } from './frames';

const PATHS = [
  'M12 3a9 9 0 1 0 0.01 0z',
  'M12 3 21 20H3z',
  'M4 4h16v16H4z',
  'M12 2 22 12 12 22 2 12z',
  'M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6z',
  'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  'M12 2 21.5 9 18 20H6L2.5 9z',
  'M7 3h10l5 9-5 9H7l-5-9z',
];

/**
 * The shape of seat `seat`, filled with `fill`, outlined for contrast on any background (drawn again only
 * when one of these changes: every player chip has one).
 */
export const Shape = memo(function Shape({
  seat,
  fill,
  size = 18,
}: {
  seat: number;
  fill: string;
  size?: number;
}) {
  return (
    <svg class="shape" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[seat % PATHS.length]} fill={fill} stroke="currentColor" stroke-width="1.5" />
    </svg>
  );
});
