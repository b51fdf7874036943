import { describe, expect, it } from 'vitest';
import { example } from '../../engine/testing/examples';
import { GAME_IDS } from '../../engine/types';
import { MODULES } from '../../games/all';
import { MAX_IMPORT_BYTES } from '../../store/export-file';
import { parseImport } from '../../store/transfer';
import { Collector, toCodes } from './codes';
import { lengthened } from './long-record';
import { pack, UnpackError, unpack } from './pack';

const now = new Date('2026-11-25T10:00:00Z');

async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('packing a game for the codes', () => {
  it('unpacks to an export file that imports as the game sent', async () => {
    const record = example('gyosho');
    const text = await unpack(await pack([record], now));
    const parsed = parseImport(text, MODULES);
    expect(parsed.ok && parsed.items.map((item) => item.record)).toEqual([record]);
  });

  it.each(GAME_IDS)(
    'a 500-entry %s game goes in at most 16 codes (about 3 s a round at 5 codes a second), and back',
    async (game) => {
      const record = lengthened(example(game), 500);
      expect(record.entries).toHaveLength(500);
      const codes = toCodes(await pack([record], now));
      expect(codes.length).toBeLessThanOrEqual(16);
      const collector = new Collector();
      const heard = [...codes].reverse().map((code) => collector.hear(code));
      const last = heard.at(-1);
      if (last?.kind !== 'complete') throw new Error(`not complete: ${JSON.stringify(last)}`);
      const parsed = parseImport(await unpack(last.bytes), MODULES);
      expect(parsed.ok && parsed.items[0]?.record).toEqual(record);
    },
  );

  it('refuses bytes that are not gzip, or whose checksum fails', async () => {
    await expect(unpack(new TextEncoder().encode('not gzip at all'))).rejects.toEqual(
      new UnpackError('handover.err.corrupt'),
    );
    const packed = await pack([example('edo')], now);
    const damaged = packed.slice();
    damaged[damaged.length - 6] = (damaged[damaged.length - 6] as number) ^ 0xff; // in the CRC-32 trailer
    await expect(unpack(damaged)).rejects.toEqual(new UnpackError('handover.err.corrupt'));
  });

  it('stops inflating past the import size limit: a few codes cannot fill the phone', async () => {
    const bomb = await gzip(new Uint8Array(MAX_IMPORT_BYTES + 1024));
    expect(bomb.length).toBeLessThan(10_000);
    await expect(unpack(bomb)).rejects.toEqual(new UnpackError('import.tooBig'));
  });
});
