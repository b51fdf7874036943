// How each player's total moved over the game, drawn as an SVG line per player (with the seat's shape at
// the end of each line, so that lines are told apart without colour).
import type { Player } from '../../engine/types';
import type { Translate } from '../../games/types';
import { colourOf } from '../../ui/colours';
import type { GameSession } from '../session';
import { stateAfter } from './History';

const W = 320;
const H = 160;
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2', '10 4', '4 4', '3 6'];
const MARKS = ['circle', 'rect', 'diamond'] as const;

/** Each player's total after every applied entry (index 0: the setup). */
export function progressSeries(session: GameSession): number[][] {
  const progress = session.module.progress;
  if (!progress) return [];
  const steps = session.appliedSlots().length;
  return Array.from({ length: steps + 1 }, (_, k) => progress(stateAfter(session, k)));
}

function Mark({ x, y, seat, fill }: { x: number; y: number; seat: number; fill: string }) {
  const kind = MARKS[seat % MARKS.length];
  if (kind === 'circle') return <circle cx={x} cy={y} r={4} fill={fill} stroke="currentColor" />;
  if (kind === 'rect')
    return <rect x={x - 4} y={y - 4} width={8} height={8} fill={fill} stroke="currentColor" />;
  return (
    <path d={`M${x} ${y - 5}L${x + 5} ${y}L${x} ${y + 5}L${x - 5} ${y}Z`} fill={fill} stroke="currentColor" />
  );
}

/** The chart, or nothing for a game without a running total. */
export function ProgressChart({
  session,
  players,
  t,
}: {
  session: GameSession;
  players: readonly Player[];
  t: Translate;
}) {
  const series = progressSeries(session);
  if (series.length < 2) return null;
  const all = series.flat();
  const lo = Math.min(0, ...all);
  const hi = Math.max(1, ...all);
  const x = (k: number) => 8 + (k / (series.length - 1)) * (W - 16);
  const y = (v: number) => H - 8 - ((v - lo) / (hi - lo)) * (H - 16);
  const last = series[series.length - 1] ?? [];
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img">
        <title>{t(`${session.module.id}.progress`)}</title>
        <line x1={8} x2={W - 8} y1={y(0)} y2={y(0)} stroke="var(--line)" />
        {players.map((player, p) => {
          const fill = colourOf(player.colour).css;
          const points = series
            .map((values, k) => `${x(k).toFixed(1)},${y(values[p] ?? 0).toFixed(1)}`)
            .join(' ');
          return (
            <g key={player.name}>
              <polyline
                points={points}
                fill="none"
                stroke={fill}
                stroke-width={2.5}
                stroke-dasharray={DASHES[p % DASHES.length]}
              />
              <Mark x={x(series.length - 1)} y={y(last[p] ?? 0)} seat={p} fill={fill} />
            </g>
          );
        })}
      </svg>
      <figcaption id="chart-caption">
        {t(`${session.module.id}.progress`)}:{' '}
        {players.map((player, p) => `${player.name} ${last[p] ?? 0}`).join(' · ')}
      </figcaption>
    </figure>
  );
}
