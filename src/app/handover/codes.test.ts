import fc from 'fast-check';
import encodeQR from 'qr';
import { describe, expect, it } from 'vitest';
import { runs } from '../../engine/testing/runs';
import { BASE45 } from './base45';
import { CODE_CHARS, Collector, crc32, QR_ECC, QUIET_MODULES, readCode, toCodes } from './codes';

const bytesOf = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed * 7) & 0xff);

/** A copy of `codes` in another order, some read twice, as a camera meets a cycle of codes. */
function scrambled(codes: string[], order: number[]): string[] {
  return order.map((i) => codes[i % codes.length] as string);
}

describe('splitting into codes', () => {
  it('numbers the parts 1..n, each at most CODE_CHARS long, in the QR alphanumeric set', () => {
    const codes = toCodes(bytesOf(5000));
    expect(codes.length).toBeGreaterThan(1);
    codes.forEach((code, i) => {
      expect(code.length).toBeLessThanOrEqual(CODE_CHARS);
      expect([...code].every((c) => BASE45.includes(c))).toBe(true);
      expect(code.startsWith(`CHOBA1:`)).toBe(true);
      const read = readCode(code);
      expect(read).toMatchObject({ ok: true, k: i + 1, n: codes.length });
    });
  });

  it('cuts parts of about equal size, not full ones and a stub', () => {
    const sizes = toCodes(bytesOf(5000)).map(
      (code) => (readCode(code) as { bytes: Uint8Array }).bytes.length,
    );
    expect(new Set(sizes.slice(0, -1)).size).toBe(1);
    expect(sizes.at(-1)).toBeGreaterThanOrEqual((sizes[0] as number) - 2 * sizes.length);
  });

  it('a small game is one code', () => {
    const codes = toCodes(bytesOf(300));
    expect(codes).toHaveLength(1);
    expect(readCode(codes[0] as string)).toMatchObject({ ok: true, k: 1, n: 1 });
  });

  it('the transfer id is the checksum of all the bytes', () => {
    const bytes = bytesOf(2000);
    const id = crc32(bytes).toString(16).toUpperCase().padStart(8, '0');
    expect(toCodes(bytes).every((code) => code.split(':')[1] === id)).toBe(true);
    // The CRC-32 that zip and gzip use: the standard check value of "123456789".
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('the longest code is drawn 332 px wide at 4 px a module: a QR code of version 15 and its quiet zone', () => {
    const longest = toCodes(bytesOf(20_000)).reduce((a, b) => (a.length >= b.length ? a : b));
    expect(longest.length).toBeGreaterThan(CODE_CHARS - 3);
    const modules = encodeQR(longest, 'raw', {
      ecc: QR_ECC,
      border: QUIET_MODULES,
      encoding: 'alphanumeric',
    });
    expect(modules.length).toBe(77 + 2 * QUIET_MODULES);
    // A 360-px screen less the app's 12-px margins on each side.
    expect(modules.length * 4).toBeLessThanOrEqual(360 - 24);
  });
});

describe('reassembly', () => {
  it('gives back the bytes once all parts are read, in any order, repeats included', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 4000 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 200 }),
        (bytes, extra, keys) => {
          const codes = toCodes(bytes, 200);
          // Every part once, and some again, in an order the sort keys make up.
          const order = [...codes.keys(), ...extra]
            .map((part, i) => ({ part, key: keys[i % keys.length] as number, i }))
            .sort((a, b) => a.key - b.key || a.i - b.i)
            .map(({ part }) => part);
          const collector = new Collector();
          const heard = scrambled(codes, order).map((code) => collector.hear(code));
          const complete = heard.filter((h) => h.kind === 'complete');
          expect(complete).toHaveLength(1);
          expect(complete[0]).toMatchObject({ bytes });
          // After the whole, the same codes are recognised as already received.
          expect(heard.slice(heard.indexOf(complete[0] as never) + 1).every((h) => h.kind === 'again')).toBe(
            true,
          );
        },
      ),
      { numRuns: runs(100) },
    );
  });

  it('says how many of how many parts are in, counting a repeat once', () => {
    const codes = toCodes(bytesOf(3000), 300);
    const collector = new Collector();
    expect(collector.hear(codes[2] as string)).toMatchObject({
      kind: 'part',
      have: 1,
      total: codes.length,
      fresh: true,
    });
    expect(collector.hear(codes[2] as string)).toMatchObject({ kind: 'part', have: 1, fresh: false });
    expect(collector.hear(codes[0] as string)).toMatchObject({ kind: 'part', have: 2, fresh: true });
  });

  it('reads a transfer again once told to forget it (its import failed on this phone)', () => {
    const codes = toCodes(bytesOf(700), 300);
    const collector = new Collector();
    const finish = () => codes.map((code) => collector.hear(code)).at(-1)?.kind;
    expect(finish()).toBe('complete');
    expect(finish()).toBe('again');
    collector.forget(codes[0]?.split(':')[1] as string);
    expect(finish()).toBe('complete');
  });

  it('keeps two transfers apart when their codes are read interleaved', () => {
    const a = toCodes(bytesOf(1500, 1), 300);
    const b = toCodes(bytesOf(1500, 2), 300);
    const collector = new Collector();
    const done: Uint8Array[] = [];
    for (let i = 0; i < a.length; i++) {
      for (const code of [a[i], b[i]] as string[]) {
        const heard = collector.hear(code);
        if (heard.kind === 'complete') done.push(heard.bytes);
      }
    }
    expect(done).toEqual([bytesOf(1500, 1), bytesOf(1500, 2)]);
  });
});

describe('refusals', () => {
  const codes = toCodes(bytesOf(3000), 300);
  const first = codes[0] as string;

  it.each([
    ['a web address', 'https://example.com/'],
    ['plain words', 'HELLO WORLD'],
    ['empty', ''],
  ])('%s is not a Chōba code', (_, text) => {
    expect(readCode(text)).toEqual({ ok: false, problem: 'handover.err.foreign' });
  });

  it('a code of a later layout is refused as made by a newer Chōba', () => {
    expect(readCode(first.replace('CHOBA1:', 'CHOBA2:'))).toEqual({
      ok: false,
      problem: 'handover.err.newer',
    });
  });

  it('a changed character in the data fails its checksum', () => {
    const last = first.at(-1) === '0' ? '1' : '0';
    // Its header read: the screen learns which part failed, to count its failures (misreads.ts).
    expect(readCode(first.slice(0, -1) + last)).toEqual({
      ok: false,
      problem: 'handover.err.corrupt',
      misread: { transfer: first.split(':')[1], k: 1, n: codes.length },
    });
  });

  it.each([
    ['part 0', (c: string) => c.replace(/:(\d+):(\d+):/, ':0:$2:')],
    ['part past the count', (c: string) => c.replace(/:(\d+):(\d+):/, ':99:$2:')],
    ['a damaged header', (c: string) => c.replace(/^CHOBA1:/, 'CHOBA1;')],
    ['data outside base45', (c: string) => `${c.slice(0, -3)}GGW`],
  ])('%s is refused as damaged', (_, change) => {
    expect(readCode(change(first))).toMatchObject({ ok: false, problem: 'handover.err.corrupt' });
  });

  it('a part claiming another count than its transfer is refused', () => {
    const collector = new Collector();
    collector.hear(first);
    const other = codes[1]?.replace(/:2:(\d+):/, `:2:${codes.length + 1}:`) as string;
    expect(collector.hear(other)).toEqual({ kind: 'problem', problem: 'handover.err.corrupt' });
  });

  it('parts that are each sound but do not make the whole are refused, and can be read again', () => {
    // Part 2 of another transfer relabelled with this transfer's id: its own checksum still holds.
    const other = toCodes(bytesOf(3000, 9), 300);
    const id = first.split(':')[1] as string;
    const forged = (other[1] as string).replace(/^CHOBA1:[0-9A-F]{8}:/, `CHOBA1:${id}:`);
    const collector = new Collector();
    const heard = [forged, ...codes.filter((_, i) => i !== 1)].map((code) => collector.hear(code));
    expect(heard.at(-1)).toEqual({ kind: 'problem', problem: 'handover.err.corrupt' });
    // Nothing was kept: the true codes complete it afterwards.
    expect(codes.map((code) => collector.hear(code)).at(-1)).toMatchObject({ kind: 'complete' });
  });
});
