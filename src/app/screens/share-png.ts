// The final scoreboard as a PNG drawn on the device (canvas), shared through the Web Share API or downloaded.
// Every text is measured: a long title shrinks to fit, and labels, details and tie-break explanations wrap
// onto as many lines as they need, so nothing is cut or squeezed in either language.
import { h, render } from 'preact';
import type { GameRecord } from '../../engine/record';
import type { FinalScore } from '../../engine/types';
import type { Translate } from '../../games/types';
import { colourOf } from '../../ui/colours';
import { decidedText } from '../../ui/decided';
import { Shape } from '../../ui/Shape';
import { saveBlob } from '../download';
import { formatWhen, localDay, playedOn } from '../when';

const W = 720;
const PAD = 28;
const FONT = 'system-ui, "Hiragino Sans", "Noto Sans JP", sans-serif';
const INK = '#1b1b1b';
const AI = '#1f3a5f';
const SHU = '#c8442f';
const MUTED = '#5a5a5a';
/** Where a player's lines start (right of the rank bar) and how wide the points column is. */
const INDENT = PAD + 24;
const POINTS = 72;

type Ctx = CanvasRenderingContext2D;

/** Splits `text` into lines no wider than `width` in the context's current font: at spaces and, in
 * Japanese, between words (Intl.Segmenter); a word wider than the line is broken between characters. */
export function wrapText(g: Ctx, text: string, width: number): string[] {
  const words = glue(
    typeof Intl.Segmenter === 'function'
      ? [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)].map((s) => s.segment)
      : text.split(/(?<= )/),
  );
  const lines: string[] = [];
  let line = '';
  const push = (piece: string) => {
    if (line !== '' && g.measureText(line + piece).width > width) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  };
  for (const word of words) {
    if (g.measureText(word).width <= width) push(word);
    else for (const char of word) push(char);
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines.length > 0 ? lines : [''];
}

/** Opening brackets never end a line, closing ones and punctuation never start one (禁則). */
const OPENING = /^[(（[「『【〔〈《]+$/;
const CLOSING = /^[)）\]」』】〕〉》、。，．,.:;：；!?！？・ー…]+$/;

/** Joins each opening bracket to the word after it, and each closing bracket or mark to the word before. */
function glue(words: string[]): string[] {
  const out: string[] = [];
  let open = '';
  for (const word of words) {
    if (OPENING.test(word)) open += word;
    else if (CLOSING.test(word) && out.length > 0 && open === '') out[out.length - 1] += word;
    else {
      out.push(open + word);
      open = '';
    }
  }
  if (open !== '') out.push(open);
  return out;
}

/** The largest font size from `size` down to `min` at which `text` fits `width` on one line. */
export function fitSize(g: Ctx, text: string, width: number, size: number, min: number, weight = ''): number {
  let s = size;
  for (; s > min; s--) {
    g.font = `${weight} ${s}px ${FONT}`;
    if (g.measureText(text).width <= width) return s;
  }
  return min;
}

/** The seat's shape as the chips draw it (one source of shapes for the screen, the chart and the picture). */
function shapePath(seat: number): Path2D {
  const box = document.createElement('div');
  render(h(Shape, { seat, fill: '' }), box);
  return new Path2D(box.querySelector('path')?.getAttribute('d') ?? '');
}

/** One thing to draw: text lines in a font and colour, at a left (or right) edge, from a top. */
type Piece = {
  lines: string[];
  font: string;
  colour: string;
  x: number;
  top: number;
  lineHeight: number;
  align?: 'left' | 'right';
};

/** Lays the picture out with the context's measurements; returns what to draw and the height needed. */
function layout(
  g: Ctx,
  score: FinalScore,
  record: GameRecord,
  t: Translate,
  day: Date,
): { pieces: Piece[]; bars: { seat: number; top: number; winner: boolean }[]; height: number; head: number } {
  const pieces: Piece[] = [];
  const bars: { seat: number; top: number; winner: boolean }[] = [];
  const add = (piece: Piece): number => {
    pieces.push(piece);
    return piece.top + piece.lines.length * piece.lineHeight;
  };
  const wrapped = (text: string, font: string, width: number) => {
    g.font = font;
    return wrapText(g, text, width);
  };
  // The title: the game's name and "final score", shrunk to fit; wrapped only if even the smallest size is too wide.
  const title = `${t(`game.${record.game}.name`)} — ${t('score.title')}`;
  const size = fitSize(g, title, W - PAD * 2, 30, 22, 'bold');
  const titleFont = `bold ${size}px ${FONT}`;
  let y = add({
    lines: wrapped(title, titleFont, W - PAD * 2),
    font: titleFont,
    colour: '#ffffff',
    x: PAD,
    top: 16,
    lineHeight: size + 8,
  });
  y = add({
    lines: [`帳場 Chōba · ${formatWhen(day, 'date')}`],
    font: `18px ${FONT}`,
    colour: '#ffffff',
    x: PAD,
    top: y,
    lineHeight: 26,
  });
  const head = y + 14;
  y = head + 26;
  const ordered = [...score.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  const textWidth = W - PAD - POINTS - INDENT;
  for (const ps of ordered) {
    const player = record.players[ps.player];
    bars.push({ seat: ps.player, top: y, winner: ps.rank === 1 });
    const nameFont = `bold 26px ${FONT}`;
    const rank = `${t(ps.shared ? 'score.rankShared' : 'score.rank', { rank: ps.rank })}  ${player?.name ?? ''}`;
    add({
      lines: [String(ps.total)],
      font: nameFont,
      colour: INK,
      x: W - PAD,
      top: y + 4,
      lineHeight: 36,
      align: 'right',
    });
    y = Math.max(
      y + 48,
      add({
        lines: wrapped(rank, nameFont, W - PAD - POINTS - (PAD + 56)),
        font: nameFont,
        colour: INK,
        x: PAD + 56,
        top: y + 4,
        lineHeight: 36,
      }),
    );
    y += 6;
    for (const line of ps.lines) {
      const labelFont = `19px ${FONT}`;
      add({
        lines: [String(line.points)],
        font: labelFont,
        colour: INK,
        x: W - PAD,
        top: y,
        lineHeight: 27,
        align: 'right',
      });
      y = add({
        lines: wrapped(t(line.label), labelFont, textWidth),
        font: labelFont,
        colour: INK,
        x: INDENT,
        top: y,
        lineHeight: 27,
      });
      if (line.detail) {
        const detailFont = `16px ${FONT}`;
        y = add({
          lines: wrapped(t(line.detail), detailFont, textWidth),
          font: detailFont,
          colour: MUTED,
          x: INDENT,
          top: y,
          lineHeight: 22,
        });
      }
      y += 4;
    }
    const decidedFont = `16px ${FONT}`;
    y = add({
      lines: wrapped(decidedText(score, ps, t), decidedFont, W - PAD - INDENT),
      font: decidedFont,
      colour: MUTED,
      x: INDENT,
      top: y + 2,
      lineHeight: 22,
    });
    y += 22;
  }
  // What the rules did at the end (赤's pick, a special order's colour): said under the scores, as on screen.
  for (const note of score.notes ?? []) {
    const noteFont = `17px ${FONT}`;
    y = add({
      lines: wrapped(t(note), noteFont, W - PAD * 2),
      font: noteFont,
      colour: MUTED,
      x: PAD,
      top: y,
      lineHeight: 24,
    });
    y += 8;
  }
  return { pieces, bars, height: score.notes?.length ? y + 12 : y, head };
}

/** Draws the scoreboard (ranks, names, totals, every line, the deciding link) onto a canvas. */
export function drawScoreboard(
  score: FinalScore,
  record: GameRecord,
  t: Translate,
  day: Date,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  const measuring = canvas.getContext('2d') as Ctx;
  const { pieces, bars, height, head } = layout(measuring, score, record, t, day);
  canvas.height = height; // resets the context: everything is drawn after this
  const g = canvas.getContext('2d') as Ctx;
  g.fillStyle = '#f6f1e7';
  g.fillRect(0, 0, W, height);
  g.fillStyle = AI;
  g.fillRect(0, 0, W, head);
  for (const bar of bars) {
    g.fillStyle = bar.winner ? SHU : AI;
    g.fillRect(PAD, bar.top, 8, 44);
    g.save();
    g.translate(PAD + 18, bar.top + 7);
    g.scale(1.25, 1.25);
    g.fillStyle = colourOf(record.players[bar.seat]?.colour ?? '').css;
    g.strokeStyle = INK;
    g.lineWidth = 1.2;
    const path = shapePath(bar.seat);
    g.fill(path);
    g.stroke(path);
    g.restore();
  }
  g.textBaseline = 'alphabetic';
  for (const piece of pieces) {
    g.font = piece.font;
    g.fillStyle = piece.colour;
    g.textAlign = piece.align ?? 'left';
    piece.lines.forEach((line, i) => {
      // The baseline sits at about three quarters of the line's height.
      g.fillText(line, piece.x, piece.top + i * piece.lineHeight + piece.lineHeight * 0.76);
    });
  }
  return canvas;
}

/** Makes the PNG and shares it, or downloads it where sharing files is not available. */
export async function shareScoreboard(
  score: FinalScore,
  record: GameRecord,
  t: Translate,
): Promise<'shared' | 'downloaded' | 'failed'> {
  const day = playedOn(record);
  const canvas = drawScoreboard(score, record, t, day);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return 'failed';
  const name = `choba-${record.game}-${localDay(day)}.png`;
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
