// The receiving screen's advice over time: what each frame showed is kept for a moment, and the advice is
// worked out again (advice.ts) as frames come in. A code read for the first time counts as progress, so
// the advice stays quiet while the codes come in, whatever the pose.
import { signal } from '@preact/signals';
import { type Advice, advise, type Look, WINDOW_MS } from '../../handover/advice';
import type { FrameSeen } from '../../handover/scanner';

/** The advice of one visit to the receiving screen. */
export class Adviser {
  /** What to tell the user now, or null. */
  readonly advice = signal<Advice | null>(null);
  private looks: Look[] = [];
  private readonly texts = new Set<string>();
  private lastCodeAt: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.lastCodeAt = now();
  }

  /** Takes what one frame showed. */
  look(seen: FrameSeen): void {
    const at = this.now();
    for (const { text } of seen.codes)
      if (text !== null && !this.texts.has(text)) {
        this.texts.add(text);
        this.lastCodeAt = at;
      }
    const quads = seen.codes.flatMap(({ corners, modules }) => (corners ? [{ corners, modules }] : []));
    this.looks = this.looks.filter((old) => at - old.at <= WINDOW_MS);
    this.looks.push({ at, width: seen.width, height: seen.height, quads, glare: seen.glare });
    const next = advise(this.looks, at, this.lastCodeAt);
    if (next !== this.advice.peek()) this.advice.value = next;
  }
}
