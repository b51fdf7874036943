import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../engine/record';
import { example } from '../../engine/testing/examples';
import { MAX_IMPORT_BYTES } from '../../store/export-file';
import { GameStore } from '../../store/games';
import { makeTranslate } from '../i18n';
import { BASE45 } from './base45';
import { toCodes } from './codes';
import { pack } from './pack';
import { Receiver } from './receiver';
import { addHandoverStrings } from './strings';

addHandoverStrings();

const now = new Date('2026-11-25T10:00:00Z');
let dbs = 0;

/** A receiver on a fresh database, with what its hooks were told. */
async function receiver() {
  const store = await GameStore.open(`receiver-${++dbs}`);
  const told = { playOn: [] as string[], saved: 0 };
  const r = new Receiver(Promise.resolve(store), {
    playOn: (id) => told.playOn.push(id),
    saved: () => told.saved++,
  });
  return { r, store, told };
}

const codesOf = async (records: GameRecord[]) => toCodes(await pack(records, now), 300);
async function hearAll(r: Receiver, codes: string[]) {
  for (const code of codes) await r.hear(code);
}

describe('receiving codes', () => {
  it('a finished game read in any order is saved as a file import saves it, and the screen stays', async () => {
    const { r, store, told } = await receiver();
    const record = example('mercator');
    const codes = await codesOf([record]);
    expect(codes.length).toBeGreaterThan(2);
    await r.hear(codes[1] as string);
    expect(r.progress.value).toEqual({ have: 1, total: codes.length });
    await hearAll(r, [...codes].reverse());
    const { id, game, players, options, entries } = record;
    expect(await store.load(record.id)).toMatchObject({ id, game, players, options, entries });
    expect((await store.meta(record.id))?.status).toBe('finished');
    expect(r.received.value.map((g) => [g.id, g.status, g.fate])).toEqual([[record.id, 'finished', 'added']]);
    expect(r.note.value).toMatchObject({ kind: 'got', game: { id: record.id } });
    expect(told).toEqual({ playOn: [], saved: 1 });
    expect(r.progress.value).toBeNull();
  });

  it('a booth receives one finished game after another, the codes of each shown over and over', async () => {
    const { r, store } = await receiver();
    const games = (['edo', 'katame', 'supermarket'] as const).map((game) => example(game));
    for (const record of games) {
      const codes = await codesOf([record]);
      await hearAll(r, [...codes, ...codes]); // the sending phone keeps cycling: nothing is saved twice
    }
    expect(r.received.value.map((g) => g.id)).toEqual(games.map((g) => g.id));
    expect((await store.list()).length).toBe(3);
  });

  it('the same game already on this phone is left as it is and said so (other copies: handback.test.ts)', async () => {
    const { r, store, told } = await receiver();
    const record = example('edo');
    await store.create(record, { status: 'finished', winners: [], updatedAt: record.createdAt });
    await hearAll(r, await codesOf([record]));
    expect((await store.load(record.id))?.entries).toEqual(record.entries);
    expect(r.note.value).toMatchObject({ kind: 'already', game: { id: record.id, fate: 'duplicate' } });
    expect(r.received.value).toEqual([]);
    expect(told.saved).toBe(0);
  });

  it('a game a newer Chōba made is not saved, and the screen says why, not only that it was left out', async () => {
    const { r, store } = await receiver();
    const record = { ...example('edo'), version: 99 } as unknown as GameRecord;
    await hearAll(r, await codesOf([record]));
    expect(await store.list()).toEqual([]);
    expect(r.note.value?.kind).toBe('problem');
    const t = makeTranslate('en');
    expect(r.notes.value.map((line) => t(line)).join(' ')).toContain(t('import.why.newer'));
  });

  it('a finished game saved with entries that do not fit says so, as a file import does', async () => {
    const { r, store } = await receiver();
    const record = example('katame');
    (record.entries[5] as { action: unknown }).action = { type: 'nonsense' };
    await hearAll(r, await codesOf([record]));
    expect((await store.load(record.id))?.entries).toHaveLength(record.entries.length);
    const t = makeTranslate('en');
    expect(r.notes.value.map((line) => t(line)).join(' ')).toContain('(the first: entry 6)');
  });

  it('a game in play is saved and opened, to go on from where it stood', async () => {
    const { r, store, told } = await receiver();
    const full = example('katame');
    const record = { ...full, entries: full.entries.slice(0, 40) };
    await hearAll(r, await codesOf([record]));
    expect(told.playOn).toEqual([record.id]);
    expect(await store.meta(record.id)).toMatchObject({ status: 'playing', entryCount: 40 });
    expect(r.received.value).toEqual([]);
  });

  it('a game in play saved after the screen was left is kept, and not opened over where the user went', async () => {
    const { r, store, told } = await receiver();
    const full = example('katame');
    const record = { ...full, entries: full.entries.slice(0, 40) };
    const codes = await codesOf([record]);
    const last = codes.pop() as string;
    await hearAll(r, codes);
    // The last code is read, and the user goes home while it is unpacked and saved.
    const saving = r.hear(last);
    r.leave();
    await saving;
    expect(told.playOn).toEqual([]);
    expect(await store.meta(record.id)).toMatchObject({ status: 'playing', entryCount: 40 });
  });

  it('a code that is not Chōba’s is said so, and reading goes on', async () => {
    const { r } = await receiver();
    await r.hear('https://example.com/');
    expect(r.note.value).toEqual({ kind: 'problem', key: 'handover.err.foreign' });
    const codes = await codesOf([example('edo')]);
    await r.hear(codes[0] as string);
    expect(r.note.value).toBeNull();
  });

  it('a transfer that does not import is refused with the file import’s own message, and nothing is saved', async () => {
    const { r, store } = await receiver();
    const record = example('edo');
    const bad = { ...record, options: { ...record.options, first: 9 } };
    await hearAll(r, await codesOf([bad]));
    expect(r.note.value).toMatchObject({ kind: 'problem', key: expect.stringMatching(/^(import|record)\./) });
    expect(await store.list()).toEqual([]);
    // Bytes that are neither gzip nor a file (a plain file from a phone without CompressionStream starts "{").
    await hearAll(r, toCodes(new TextEncoder().encode('"format":"choba-export"}'), 300));
    expect(r.note.value).toEqual({ kind: 'problem', key: 'handover.err.corrupt' });
    // A plain file that is not an export file: the file import's own message.
    await hearAll(r, toCodes(new TextEncoder().encode('{"format":"choba-export"}'), 300));
    expect(r.note.value).toMatchObject({ kind: 'problem', key: 'import.notExport' });
  });
});

describe('what the receiving screen says when a transfer cannot be taken', () => {
  /** The problem as Receive.tsx shows it: t(note.key, note.params). */
  const shown = (r: Receiver, lang: 'en' | 'ja') => {
    const note = r.note.value;
    if (note?.kind !== 'problem') throw new Error(`no problem said: ${JSON.stringify(note)}`);
    return makeTranslate(lang)(note.key, note.params);
  };

  it('codes that inflate past the import limit are refused in a whole sentence, no {placeholder} left', async () => {
    const { r, store } = await receiver();
    const text = new TextEncoder().encode(`{${' '.repeat(MAX_IMPORT_BYTES + 1024)}}`);
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
    const bomb = new Uint8Array(await new Response(stream).arrayBuffer());
    await hearAll(r, toCodes(bomb));
    expect(r.note.value).toMatchObject({ kind: 'problem', key: 'import.tooBig' });
    expect(shown(r, 'en')).toContain('5 MB');
    expect(shown(r, 'ja')).toContain('5MB');
    expect(await store.list()).toEqual([]);
  });

  it('an update that cannot be written (a full disk) is said beside its key, to be tapped again', async () => {
    const store = await GameStore.open(`receiver-${++dbs}`);
    const full = example('katame');
    const here = { ...full, entries: full.entries.slice(0, 20) };
    await store.create(here, { status: 'playing', winners: [], updatedAt: here.createdAt });
    const r = new Receiver(Promise.resolve(store), {
      playOn: () => undefined,
      saved: () => undefined,
      // The screen's hook writes the update in one transaction, which fails when the disk is full.
      update: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    });
    await hearAll(r, await codesOf([full]));
    expect(r.note.value).toMatchObject({ kind: 'newer', more: full.entries.length - 20 });
    await expect(r.update()).resolves.toBeUndefined();
    expect(r.note.value).toMatchObject({ kind: 'newer', problem: 'handover.receive.unsaved' });
    expect((await store.load(here.id))?.entries).toHaveLength(20);
  });
});

describe('a code failing while another phone’s codes are in view too (a booth)', () => {
  /** The code with one character of its data changed: its header reads, its checksum fails. */
  const spoiled = (code: string) =>
    code.slice(0, -1) + (BASE45[(BASE45.indexOf(code.at(-1) as string) + 1) % BASE45.length] as string);

  it('one showing of a misread code, seen in three frames beside the other phone’s, is one failure', async () => {
    const { r } = await receiver();
    const a = await codesOf([example('edo')]);
    const b = await codesOf([example('katame')]);
    await r.hear(a[0] as string);
    await r.hear(b[0] as string);
    // Three camera frames while phone A shows its code 2 (misread each time) and phone B its code 2: each
    // frame hands over both texts, A's then B's (scanner.ts, scanFrames).
    const bad = spoiled(a[1] as string);
    for (let frame = 0; frame < 3; frame++) {
      await r.hear(bad);
      await r.hear(b[1] as string);
    }
    expect(r.stuck.value).toBeNull();
  });
});
