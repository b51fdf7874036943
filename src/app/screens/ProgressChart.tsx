// How each player's total moved over the game, drawn as an SVG line per player (with the seat's own shape
// at the end of each line, as on the player's chip, so that lines are told apart without colour).
import type { Player } from '../../engine/types';
import type { Translate } from '../../games/types';
import { colourOf } from '../../ui/colours';
import { Shape } from '../../ui/Shape';
import type { GameSession } from '../session';
import { stateAfter } from './History';

const W = 320;
const H = 160;
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2', '10 4', '4 4', '3 6'];
/** Size of the end marks (px in the chart's own units). */
const MARK = 14;

/** Each player's total after every applied entry (index 0: the setup). */
export function progressSeries(session: GameSession): number[][] {
  const progress = session.module.scoring.progress;
  if (!progress) return [];
  const steps = session.appliedSlots().length;
  return Array.from({ length: steps + 1 }, (_, k) => progress(stateAfter(session, k)));
}

/** The end of a player's line: their seat's own shape (as on their chip), centred on the point. */
function Mark({ x, y, seat, fill }: { x: number; y: number; seat: number; fill: string }) {
  return (
    <g class="chart-mark" transform={`translate(${(x - MARK / 2).toFixed(1)} ${(y - MARK / 2).toFixed(1)})`}>
      <Shape seat={seat} fill={fill} size={MARK} />
    </g>
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
              {/* A casing in the ink colour under every line, so that a white line shows on paper and a
                  black one on ink. */}
              <polyline
                class="chart-casing"
                points={points}
                fill="none"
                stroke="currentColor"
                stroke-width={4}
                stroke-dasharray={DASHES[p % DASHES.length]}
              />
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
