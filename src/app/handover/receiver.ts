// The receiving side of a hand-over, without the camera: texts of codes in, games saved out. A whole
// transfer is unpacked and imported exactly as a file is (importText: checked, replayed, nothing
// overwritten; a game here already compared entry by entry); the screen is told what happened after each
// code. Each transfer is counted apart (two phones' codes may be in view), and a code that keeps failing
// its check is said, with a way out (misreads.ts).
import { signal } from '@preact/signals';
import type { Msg } from '../../engine/types';
import type { GameStore } from '../../store/games';
import type { Offer } from '../../store/handback';
import type { UpdateResult } from '../screens/hand-back';
import { type ImportedGame, importText } from '../screens/transfer-actions';
import { Collector, type Heard } from './codes';
import { FAIL_LIMIT, Misreads, type Stuck } from './misreads';
import { UnpackError, unpack } from './pack';

/** What the screen says under the camera after the last code that changed something. */
export type ReceiveNote =
  /** A code that is not Chōba's, damaged, or a transfer that cannot be imported: an i18n message. */
  | { kind: 'problem'; key: string; params?: Record<string, string | number> }
  /** A finished game saved (the screen stays, ready for the next phone). */
  | { kind: 'got'; game: ImportedGame }
  /** The same game, entry for entry, was on this phone already: nothing changed. */
  | { kind: 'already'; game: ImportedGame }
  /** A newer copy of a game here: offered as an update (`problem`: why the last tap did not apply it). */
  | {
      kind: 'newer';
      game: ImportedGame;
      more: number;
      transfer: string;
      /** Why the last tap on "Update it" did not update: the game is open, or the write failed. */
      problem?: 'handover.receive.busy' | 'handover.receive.unsaved';
    }
  /** This phone's copy has `more` entries than the one read: kept as it is. */
  | { kind: 'older'; game: ImportedGame; more: number }
  /** The two copies parted: the one read is saved beside this phone's, under an id of its own. */
  | { kind: 'copy'; game: ImportedGame }
  /** The update was applied: the game here now has `entries` entries. */
  | { kind: 'updated'; game: ImportedGame; entries: number }
  /** A failing code was skipped: the screen waits for it to come round again. */
  | { kind: 'skipped'; k: number; n: number };

/** What the receiver does with a game that is still being played: the screen opens it. */
export interface ReceiverHooks {
  /** A game in play was saved: it goes on here (the screen navigates to it). */
  playOn(id: string): void;
  /** Games were saved (the list and the tally should be read again). */
  saved(): void;
  /** Applies an update offered (hand-back.ts's updateGame); without it, an offer is never applied. */
  update?(offer: Offer): Promise<UpdateResult>;
}

/** A transfer half read: its id and how many of its codes are in. */
export interface TransferProgress {
  transfer: string;
  have: number;
  total: number;
}

/** The transfer the screen follows: most codes read, the first seen of equals (two games' counts never mix). */
export function leadOf(transfers: readonly TransferProgress[]): TransferProgress | null {
  return transfers.reduce<TransferProgress | null>((a, b) => (a && a.have >= b.have ? a : b), null);
}

/** One visit to the receive screen: its progress, its last note and the games received so far. */
export class Receiver {
  /** Codes read of the transfer the screen follows ("3 of 5": the one with most read), or null while none. */
  readonly progress = signal<{ have: number; total: number } | null>(null);
  /** Every transfer half read, first seen first (two phones' codes in view are counted apart). */
  readonly transfers = signal<TransferProgress[]>([]);
  /** A code that has failed its check FAIL_LIMIT rounds running, while it is still missing. */
  readonly stuck = signal<Stuck | null>(null);
  readonly note = signal<ReceiveNote | null>(null);
  /** The last import's words on its games (import-notes.ts): why one was left out, entries that do not fit. */
  readonly notes = signal<Msg[]>([]);
  /** True while a whole transfer is unpacked, checked and saved. */
  readonly importing = signal(false);
  /** The finished games saved during this visit, first received first. */
  readonly received = signal<ImportedGame[]>([]);
  private readonly collector = new Collector();
  private readonly misreads = new Misreads();
  /** The transfer of the stuck code (the screen needs only its number). */
  private stuckIn = '';
  /** The screen was left: a game saved after that is not opened over wherever the user went. */
  private left = false;

  constructor(
    private readonly store: Promise<GameStore>,
    private readonly hooks: ReceiverHooks,
  ) {}

  /** Takes the text of one code read by the camera; resolves once anything it completed is saved. */
  async hear(text: string): Promise<void> {
    if (this.importing.peek()) return; // the frames read meanwhile are the same codes again
    const heard = this.collector.hear(text);
    if (heard.kind === 'again') return;
    this.follow(heard);
    if (heard.kind === 'problem') {
      // A code stuck says more than "misread": its way out stands alone.
      if (!this.stuck.peek()) this.note.value = { kind: 'problem', key: heard.problem };
      return;
    }
    if (heard.kind === 'part') {
      if (heard.fresh && this.note.peek()?.kind === 'problem') this.note.value = null;
      return;
    }
    this.importing.value = true;
    try {
      await this.save(heard.transfer, heard.bytes);
    } finally {
      this.importing.value = false;
    }
  }

  /** The screen is gone: what is still being saved is kept, and a game in play waits in the list of games. */
  leave(): void {
    this.left = true;
  }

  /** Skips the stuck code: its count starts again, and the screen waits for the next round of the cycle. */
  skip(): void {
    const stuck = this.stuck.peek();
    if (!stuck) return;
    this.misreads.forget(this.stuckIn, stuck.k);
    this.stuck.value = null;
    this.note.value = { kind: 'skipped', k: stuck.k, n: stuck.n };
  }

  /** Applies the update the note offers (one tap); a game in play then goes on here. */
  async update(): Promise<void> {
    const note = this.note.peek();
    if (note?.kind !== 'newer' || !note.game.offer) return;
    const offer = note.game.offer;
    let result: UpdateResult;
    try {
      result = this.hooks.update ? await this.hooks.update(offer) : 'open';
    } catch {
      // Not written (a full disk, say): the offer stays, to be tapped again once there is room.
      this.note.value = { ...note, problem: 'handover.receive.unsaved' };
      return;
    }
    if (result === 'open') {
      this.note.value = { ...note, problem: 'handover.receive.busy' };
      return;
    }
    if (result === 'moved') {
      // This phone's copy changed since the codes were read: read them again to compare afresh.
      this.collector.forget(note.transfer);
      this.note.value = { kind: 'problem', key: 'handover.receive.moved' };
      return;
    }
    this.hooks.saved();
    if (note.game.status === 'playing') this.playOn(note.game.id);
    else this.note.value = { kind: 'updated', game: note.game, entries: offer.record.entries.length };
  }

  /** Follows the transfers after a code: each one's count, the one said, and a code that keeps failing. */
  private follow(heard: Exclude<Heard, { kind: 'again' }>): void {
    if (heard.kind === 'problem' && heard.misread) {
      const { transfer, k, n } = heard.misread;
      // A misread of a part already in costs nothing: the cycle shows every code again.
      const times = this.collector.has(transfer, k) ? 0 : this.misreads.failed(heard.misread);
      if (times >= FAIL_LIMIT) {
        this.stuckIn = transfer;
        this.stuck.value = { k, n, times };
      }
    }
    if (heard.kind === 'part') this.misreads.clean(heard.transfer, heard.k);
    const stuck = this.stuck.peek();
    if (stuck && heard.kind !== 'problem' && heard.transfer === this.stuckIn) {
      if (heard.kind === 'complete' || heard.k === stuck.k) this.stuck.value = null;
    }
    const transfers = this.collector.inProgress();
    this.transfers.value = transfers;
    const lead = leadOf(transfers);
    this.progress.value = lead && { have: lead.have, total: lead.total };
  }

  private async save(transfer: string, bytes: Uint8Array): Promise<void> {
    let text: string;
    try {
      text = await unpack(bytes);
    } catch (error) {
      this.note.value =
        error instanceof UnpackError
          ? { kind: 'problem', key: error.key, params: error.params }
          : { kind: 'problem', key: 'handover.err.corrupt' };
      return;
    }
    const outcome = await this.store
      .then((store) => importText(text, store))
      .catch(() => {
        // Not the codes' fault (storage full or closed): the same codes may be read again once it is fixed.
        this.collector.forget(transfer);
        return { ok: false, key: 'handover.err.save', params: undefined, games: undefined };
      });
    // What the import said of each game beyond its fate: why one was left out, entries that do not fit.
    this.notes.value = ('notes' in outcome && outcome.notes) || [];
    if (!outcome.ok || !outcome.games) {
      this.note.value = { kind: 'problem', key: outcome.key, params: outcome.params };
      return;
    }
    const saved = ['added', 'restored', 'copy'];
    if (outcome.games.some((game) => saved.includes(game.fate))) this.hooks.saved();
    for (const game of outcome.games) this.say(game, transfer);
  }

  /** A game in play goes on here, unless the user has left the screen for somewhere else meanwhile. */
  private playOn(id: string): void {
    if (!this.left) this.hooks.playOn(id);
  }

  /** What the screen says of one game of a transfer read. */
  private say(game: ImportedGame, transfer: string): void {
    const more = game.more ?? 0;
    if (game.fate === 'duplicate') this.note.value = { kind: 'already', game };
    else if (game.fate === 'newer') this.note.value = { kind: 'newer', game, more, transfer };
    else if (game.fate === 'older') this.note.value = { kind: 'older', game, more };
    else if (game.fate === 'copy') this.note.value = { kind: 'copy', game };
    else if (game.status === 'playing') this.playOn(game.id);
    else {
      this.received.value = [...this.received.peek(), game];
      this.note.value = { kind: 'got', game };
    }
  }
}
