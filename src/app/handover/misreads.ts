// How often one code fails its check, counted in rounds of the sending phone's cycle, not in camera frames:
// while a code is shown the camera reads it in several frames, and a misread of it in each is one failure.
// A failure counts again only once another code of the same transfer was heard in between (the cycle came
// round to it again): two phones in view at a booth hand over their codes frame by frame, interleaved.
import type { Misread } from './codes';

/** Rounds of the same code failing its check before the screen says so and offers a way out. */
export const FAIL_LIMIT = 3;

/** A code that has failed its check FAIL_LIMIT rounds running: part `k` of `n`, and how many times. */
export interface Stuck {
  k: number;
  n: number;
  times: number;
}

const keyOf = (m: { transfer: string; k: number }) => `${m.transfer}:${m.k}`;

/** Counts the failures of each code across rounds; pure bookkeeping, the receiver decides what to say. */
export class Misreads {
  private failures = new Map<string, number>();
  /** By transfer, its code heard last (failed or not), so that frames of one showing count once. */
  private last = new Map<string, string>();

  /** A code of `transfer` part `k` was read clean: its count ends. */
  clean(transfer: string, k: number): void {
    const key = keyOf({ transfer, k });
    this.failures.delete(key);
    this.last.set(transfer, key);
  }

  /** A code failed its check: its count after this frame (the same as before within one showing). */
  failed(misread: Misread): number {
    const key = keyOf(misread);
    const times = (this.failures.get(key) ?? 0) + (this.last.get(misread.transfer) === key ? 0 : 1);
    this.failures.set(key, times);
    this.last.set(misread.transfer, key);
    return times;
  }

  /** Starts the count of a code again (skipped: the next round of the cycle is waited for). */
  forget(transfer: string, k: number): void {
    this.failures.delete(keyOf({ transfer, k }));
    this.last.set(transfer, keyOf({ transfer, k }));
  }
}
