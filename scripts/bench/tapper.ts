// One measured tap at a time: find the control, make sure a thumb could hit it, tap its centre with plain
// mouse events, wait for the painted frame, then check that the tap did what it was meant to do.
import type { Locator, Page } from 'playwright-core';
import type { TapTimes } from './collector';

/** What a tap must have done; a tap that did not do it stops the bench (it would time nothing). */
export type Effect =
  /** The table now has this many log entries (the frame's data-entries and the log's heading agree). */
  | { entries: number; heading: string }
  /** The number pad shows what was typed so far. */
  | { display: string }
  /** The tapped toggle is now pressed (a die face, a bidder, a city chip). */
  | { pressed: true }
  /** This element's text is now exactly this (the floor page, a stepper's value). */
  | { text: string; at: string }
  /** The page changed (an intermediate pick whose result the next tap checks). */
  | { changed: true };

/** A measured tap: what kind of tap it was and its timestamps. */
export interface Measured {
  kind: string;
  times: TapTimes;
}

/** Taps, measures and checks; `taps` collects every tap (acknowledgements are not measured). */
export class Tapper {
  readonly taps: Measured[] = [];
  /** Acknowledgements tapped (what the rules did by themselves): taps a table makes too, though untimed. */
  acks = 0;
  /** Controls that were out of view and had to be scrolled to: a thumb's swipe before the tap. */
  scrolls = 0;
  /** The same by kind of tap and the screen's step, to find the steps whose controls run below the line. */
  readonly scrolledAt = new Map<string, number>();

  constructor(
    readonly page: Page,
    /** The pause before each tap, so that the page is idle (a table taps about that fast at most). */
    private readonly settleMs = 120,
  ) {}

  /** Taps `target` and checks `effect`; `entry`: the tap makes an entry (the save is waited for too). */
  async tap(target: Locator, kind: string, effect: Effect, entry = false): Promise<void> {
    const at = await target.evaluate((el) => {
      // The line pinned at the screen's foot when choices run below it (table/Below.tsx) hides what is under it.
      const foot = innerHeight - (document.querySelector('[data-more]')?.getBoundingClientRect().height ?? 0);
      const fits = (r: DOMRect) => r.top >= 0 && r.bottom <= foot && r.left >= 0 && r.right <= innerWidth;
      // A thumb does not scroll for a control in view; one out of view is brought to the middle.
      const scrolled = !fits(el.getBoundingClientRect());
      if (scrolled) el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return {
        x,
        y,
        hit: el.contains(document.elementFromPoint(x, y)),
        off: (el as HTMLButtonElement).disabled,
        scrolled,
      };
    });
    if (at.scrolled) {
      this.scrolls++;
      const step = await this.page.evaluate(() =>
        document.querySelector('[data-phase]')?.getAttribute('data-phase'),
      );
      const where = `${kind} at ${step ?? '?'}`;
      this.scrolledAt.set(where, (this.scrolledAt.get(where) ?? 0) + 1);
    }
    const what = `${kind} tap #${this.taps.length + 1}`;
    if (!at.hit) throw new Error(`${what}: the control is covered at (${at.x}, ${at.y})`);
    if (at.off) throw new Error(`${what}: the control is disabled`);
    await this.page.waitForTimeout(this.settleMs);
    await this.page.evaluate((save) => {
      window.__armed = window.__arm(save);
    }, entry);
    await this.page.mouse.click(at.x, at.y);
    const times = await this.page.evaluate(async () => {
      await window.__armed;
      return window.__tap;
    });
    await this.check(target, effect, what);
    if (times.painted === null || times.start === null) throw new Error(`${what}: nothing was painted`);
    this.taps.push({ kind, times });
  }

  /** The app said what the rules did by itself in place of the control: acknowledge it, untimed. */
  async acknowledge(): Promise<void> {
    const ack = this.page.locator('[data-ack]');
    if ((await ack.count()) === 0) return;
    await ack.evaluate((el) => (el as HTMLElement).click());
    await ack.waitFor({ state: 'detached' });
    this.acks++;
  }

  private async check(target: Locator, effect: Effect, what: string): Promise<void> {
    const timeout = 10_000;
    try {
      if ('entries' in effect) {
        await this.page.waitForFunction(
          ({ n, heading }) =>
            document.querySelector('[data-entries]')?.getAttribute('data-entries') === String(n) &&
            document.querySelector('#log-heading')?.textContent === heading,
          { n: effect.entries, heading: effect.heading },
          { timeout },
        );
      } else if ('display' in effect) {
        await this.page.waitForFunction(
          // The pad in view: a step kept drawn while another is shown keeps its own pad (ui/frames/Stages.tsx).
          (shown) =>
            [...document.querySelectorAll('.pad-display')].find((el) => el.checkVisibility())?.textContent ===
            shown,
          effect.display,
          { timeout },
        );
      } else if ('pressed' in effect) {
        await this.page.waitForFunction(
          (el) => el?.getAttribute('aria-pressed') === 'true',
          await target.elementHandle(),
          {
            timeout,
          },
        );
      } else if ('text' in effect) {
        await this.page.waitForFunction(
          ({ at, text }) => document.querySelector(at)?.textContent === text,
          effect,
          { timeout },
        );
      } else {
        const dom = await this.page.evaluate(() => window.__tap.dom);
        if (dom === null) throw new Error('no change on the page');
      }
    } catch (error) {
      throw new Error(`${what} did not do what it should (${JSON.stringify(effect)}): ${String(error)}`);
    }
  }
}
