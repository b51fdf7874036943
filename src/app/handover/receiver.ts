// The receiving side of a hand-over, without the camera: texts of codes in, games saved out. A whole
// transfer is unpacked and imported exactly as a file is (importText: checked, replayed, nothing
// overwritten, games already here skipped); the screen is told what happened after each code.
import { signal } from '@preact/signals';
import type { GameStore } from '../../store/games';
import { type ImportedGame, importText } from '../screens/transfer-actions';
import { Collector } from './codes';
import { UnpackError, unpack } from './pack';

/** What the screen says under the camera after the last code that changed something. */
export type ReceiveNote =
  /** A code that is not Chōba's, damaged, or a transfer that cannot be imported: an i18n message. */
  | { kind: 'problem'; key: string; params?: Record<string, string | number> }
  /** A finished game saved (the screen stays, ready for the next phone). */
  | { kind: 'got'; game: ImportedGame }
  /** The game was on this phone already: nothing changed. */
  | { kind: 'already'; game: ImportedGame };

/** What the receiver does with a game that is still being played: the screen opens it. */
export interface ReceiverHooks {
  /** A game in play was saved: it goes on here (the screen navigates to it). */
  playOn(id: string): void;
  /** Games were saved (the list and the tally should be read again). */
  saved(): void;
}

/** One visit to the receive screen: its progress, its last note and the games received so far. */
export class Receiver {
  /** Codes read of the transfer being read ("3 of 5"), or null while no part is in. */
  readonly progress = signal<{ have: number; total: number } | null>(null);
  readonly note = signal<ReceiveNote | null>(null);
  /** True while a whole transfer is unpacked, checked and saved. */
  readonly importing = signal(false);
  /** The finished games saved during this visit, first received first. */
  readonly received = signal<ImportedGame[]>([]);
  private readonly collector = new Collector();

  constructor(
    private readonly store: Promise<GameStore>,
    private readonly hooks: ReceiverHooks,
  ) {}

  /** Takes the text of one code read by the camera; resolves once anything it completed is saved. */
  async hear(text: string): Promise<void> {
    if (this.importing.peek()) return; // the frames read meanwhile are the same codes again
    const heard = this.collector.hear(text);
    if (heard.kind === 'again') return;
    if (heard.kind === 'problem') {
      this.note.value = { kind: 'problem', key: heard.problem };
      return;
    }
    if (heard.kind === 'part') {
      this.progress.value = { have: heard.have, total: heard.total };
      if (heard.fresh && this.note.peek()?.kind === 'problem') this.note.value = null;
      return;
    }
    this.importing.value = true;
    try {
      await this.save(heard.transfer, heard.bytes);
    } finally {
      this.importing.value = false;
      this.progress.value = null;
    }
  }

  private async save(transfer: string, bytes: Uint8Array): Promise<void> {
    let text: string;
    try {
      text = await unpack(bytes);
    } catch (error) {
      this.note.value = {
        kind: 'problem',
        key: error instanceof UnpackError ? error.key : 'handover.err.corrupt',
      };
      return;
    }
    const outcome = await importText(text, await this.store).catch(() => {
      // Not the codes' fault (storage full, say): the same codes may be read again once it is fixed.
      this.collector.forget(transfer);
      return { ok: false, key: 'handover.err.save', params: undefined, games: undefined };
    });
    if (!outcome.ok || !outcome.games) {
      this.note.value = { kind: 'problem', key: outcome.key, params: outcome.params };
      return;
    }
    if (outcome.games.some((game) => game.fate !== 'duplicate')) this.hooks.saved();
    for (const game of outcome.games) {
      if (game.fate === 'duplicate') this.note.value = { kind: 'already', game };
      else if (game.status === 'playing') this.hooks.playOn(game.id);
      else {
        this.received.value = [...this.received.peek(), game];
        this.note.value = { kind: 'got', game };
      }
    }
  }
}
