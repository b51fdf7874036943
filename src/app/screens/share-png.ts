// The final scoreboard as a PNG drawn on the device (canvas), shared through the Web Share API or downloaded.
import type { GameRecord } from '../../engine/record';
import type { FinalScore } from '../../engine/types';
import type { Translate } from '../../games/types';
import { colourOf } from '../../ui/colours';
import { saveBlob } from '../download';

const W = 720;
const PAD = 28;
const FONT = 'system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif';
const INK = '#1b1b1b';
const AI = '#1f3a5f';
const SHU = '#c8442f';
const MUTED = '#5a5a5a';

/** Draws the scoreboard (ranks, names, totals, every line, the deciding link) onto a canvas. */
export function drawScoreboard(
  score: FinalScore,
  record: GameRecord,
  t: Translate,
  now: Date,
): HTMLCanvasElement {
  const ordered = [...score.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  const height = 110 + ordered.reduce((h, ps) => h + 86 + ps.lines.length * 30, 0) + 20;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = height;
  const g = canvas.getContext('2d') as CanvasRenderingContext2D;
  g.fillStyle = '#f6f1e7';
  g.fillRect(0, 0, W, height);
  g.fillStyle = AI;
  g.fillRect(0, 0, W, 84);
  g.fillStyle = '#ffffff';
  g.font = `bold 30px ${FONT}`;
  g.fillText(`${t(`game.${record.game}.name`)} — ${t('score.title')}`, PAD, 44);
  g.font = `18px ${FONT}`;
  g.fillText(`帳場 Chōba · ${now.toISOString().slice(0, 10)}`, PAD, 72);
  let y = 110;
  for (const ps of ordered) {
    const player = record.players[ps.player];
    g.fillStyle = ps.rank === 1 ? SHU : AI;
    g.fillRect(PAD, y, 8, 44);
    g.fillStyle = colourOf(player?.colour ?? '').css;
    g.beginPath();
    g.arc(PAD + 34, y + 22, 12, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = INK;
    g.stroke();
    g.fillStyle = INK;
    g.font = `bold 26px ${FONT}`;
    g.fillText(
      `${t(ps.shared ? 'score.rankShared' : 'score.rank', { rank: ps.rank })}  ${player?.name ?? ''}`,
      PAD + 56,
      y + 31,
    );
    g.textAlign = 'right';
    g.fillText(String(ps.total), W - PAD, y + 31);
    g.textAlign = 'left';
    y += 52;
    g.font = `19px ${FONT}`;
    for (const line of ps.lines) {
      g.fillStyle = INK;
      g.fillText(t(line.label), PAD + 24, y + 20);
      g.fillStyle = MUTED;
      if (line.detail) g.fillText(t(line.detail), PAD + 300, y + 20, W - PAD * 2 - 380);
      g.fillStyle = INK;
      g.textAlign = 'right';
      g.fillText(String(line.points), W - PAD, y + 20);
      g.textAlign = 'left';
      y += 30;
    }
    g.fillStyle = MUTED;
    g.font = `16px ${FONT}`;
    const decided =
      ps.decidedBy === null
        ? ps.shared
          ? t('score.sharedAll')
          : ''
        : t('score.decidedBy', { link: score.chain[ps.decidedBy] ?? '' });
    g.fillText(decided, PAD + 24, y + 18);
    y += 34;
  }
  return canvas;
}

/** Makes the PNG and shares it, or downloads it where sharing files is not available. */
export async function shareScoreboard(
  score: FinalScore,
  record: GameRecord,
  t: Translate,
  now: Date,
): Promise<'shared' | 'downloaded' | 'failed'> {
  const canvas = drawScoreboard(score, record, t, now);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return 'failed';
  const name = `choba-${record.game}-${now.toISOString().slice(0, 10)}.png`;
  const file = new File([blob], name, { type: 'image/png' });
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: t(`game.${record.game}.name`) });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  saveBlob(blob, name);
  return 'downloaded';
}
