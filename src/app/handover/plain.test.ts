// A hand-over from a phone whose browser has no CompressionStream (older iPhones): the codes carry the
// export file as it is, and a receiving phone reads them whatever it has; a phone without DecompressionStream
// that meets compressed codes says what to do. And a save that fails says so in the user's words.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import katame from '../../../docs/examples/katame.json';
import mercator from '../../../docs/examples/mercator.json';
import type { GameRecord } from '../../engine/record';
import { MODULES } from '../../games/all';
import { MAX_IMPORT_BYTES } from '../../store/export-file';
import { GameStore } from '../../store/games';
import { parseImport } from '../../store/transfer';
import { en } from '../strings/handover';
import { Collector, toCodes } from './codes';
import { pack, UnpackError, unpack } from './pack';
import { Receiver } from './receiver';

const now = new Date('2026-11-25T10:00:00Z');
const example = (record: unknown) => structuredClone(record) as GameRecord;
/** Takes a platform class away, as an older phone's browser lacks it. */
const without = (name: 'CompressionStream' | 'DecompressionStream') => vi.stubGlobal(name, undefined);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The whole transfer of some codes, read in reverse order. */
function collect(codes: string[]): Uint8Array {
  const collector = new Collector();
  const last = [...codes]
    .reverse()
    .map((code) => collector.hear(code))
    .at(-1);
  if (last?.kind !== 'complete') throw new Error(`not complete: ${JSON.stringify(last)}`);
  return last.bytes;
}

describe('a hand-over without CompressionStream', () => {
  it('sends the export file as it is, in more codes, and it is read back on a phone without either class', async () => {
    const record = example(katame);
    const compressed = toCodes(await pack([record], now)).length;
    without('CompressionStream');
    without('DecompressionStream');
    const bytes = await pack([record], now);
    expect(new TextDecoder().decode(bytes.subarray(0, 1))).toBe('{');
    const codes = toCodes(bytes);
    expect(codes.length).toBeGreaterThan(compressed);
    const parsed = parseImport(await unpack(collect(codes)), MODULES);
    expect(parsed.ok && parsed.items.map((item) => item.record)).toEqual([record]);
  });

  it('plain codes are read on a phone that has DecompressionStream too', async () => {
    without('CompressionStream');
    const record = example(mercator);
    const bytes = await pack([record], now);
    vi.unstubAllGlobals();
    const parsed = parseImport(await unpack(collect(toCodes(bytes))), MODULES);
    expect(parsed.ok && parsed.items[0]?.record).toEqual(record);
  });

  it('compressed codes on a phone without DecompressionStream: the file export and import are offered', async () => {
    const bytes = await pack([example(mercator)], now);
    without('DecompressionStream');
    await expect(unpack(bytes)).rejects.toEqual(new UnpackError('handover.err.unreadable'));
    expect(en['handover.err.unreadable']).toContain('export it on the other phone');
  });

  it('refuses plain bytes past the import size limit, and bytes that are neither gzip nor a file', async () => {
    const big = new TextEncoder().encode(`{${' '.repeat(MAX_IMPORT_BYTES)}}`);
    await expect(unpack(big)).rejects.toEqual(new UnpackError('import.tooBig'));
    await expect(unpack(new Uint8Array([0x00, 0x01]))).rejects.toEqual(
      new UnpackError('handover.err.corrupt'),
    );
  });
});

describe('a received game that cannot be saved', () => {
  it('says so in the user’s words, with no error text, and the same codes may be read again', async () => {
    const store = await GameStore.open('plain-refused');
    // The disk is full: every write of the import fails.
    store.guard = () =>
      Promise.reject(new DOMException('Quota exceeded (IO error 28)', 'QuotaExceededError'));
    const r = new Receiver(Promise.resolve(store), { playOn: () => undefined, saved: () => undefined });
    const codes = toCodes(await pack([example(mercator)], now), 300);
    for (const code of codes) await r.hear(code);
    expect(r.note.value).toEqual({ kind: 'problem', key: 'handover.err.save', params: undefined });
    expect(en['handover.err.save']).not.toMatch(/Error|IO|Quota/);
    // Once space is freed, the next round of the same codes goes in.
    store.guard = GameStore.prototype.guard;
    for (const code of codes) await r.hear(code);
    expect(r.note.value).toMatchObject({ kind: 'got' });
  });
});
