// Codes that explain themselves (issue 35 item 4): each code starts with a web address of the app's own
// origin, in the QR alphanumeric set, that a phone's camera app offers to open (it opens the receiving
// screen); the app still reads the data behind it, and codes made before the address was added still read.
import encodeQR from 'qr';
import { describe, expect, it } from 'vitest';
import gyosho from '../../../docs/examples/gyosho.json';
import type { GameRecord } from '../../engine/record';
import { parseLocation } from '../router';
import { BASE45 } from './base45';
import { CODE_CHARS, Collector, codeAddress, QR_ECC, QUIET_MODULES, readCode, toCodes } from './codes';
import { lengthened } from './long-record';
import { pack } from './pack';

const ORIGIN = 'https://choba.example.org';
const bytesOf = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + 7) & 0xff);

describe('codes that open the receiving screen', () => {
  it('the address is the origin upper-cased with the receive path, every character alphanumeric-safe', () => {
    expect(codeAddress(ORIGIN)).toBe('HTTPS://CHOBA.EXAMPLE.ORG/R/');
    expect(codeAddress('http://127.0.0.1:4398')).toBe('HTTP://127.0.0.1:4398/R/');
    // An origin a QR code cannot carry in alphanumeric mode (an IPv6 address, a file page): no address at all.
    expect(codeAddress('http://[::1]:4173')).toBe('');
    expect(codeAddress('null')).toBe('');
  });

  it('every code starts with the address, stays within CODE_CHARS and in the QR alphanumeric set', () => {
    const codes = toCodes(bytesOf(5000), CODE_CHARS, codeAddress(ORIGIN));
    expect(codes.length).toBeGreaterThan(1);
    codes.forEach((code, i) => {
      expect(code.startsWith('HTTPS://CHOBA.EXAMPLE.ORG/R/CHOBA1:')).toBe(true);
      expect(code.length).toBeLessThanOrEqual(CODE_CHARS);
      expect([...code].every((c) => BASE45.includes(c))).toBe(true);
      expect(readCode(code)).toMatchObject({ ok: true, k: i + 1, n: codes.length });
    });
    // Still a QR code of version 15 at most: 77 modules and the quiet zone.
    const longest = codes.reduce((a, b) => (a.length >= b.length ? a : b));
    const modules = encodeQR(longest, 'raw', {
      ecc: QR_ECC,
      border: QUIET_MODULES,
      encoding: 'alphanumeric',
    });
    expect(modules.length).toBeLessThanOrEqual(77 + 2 * QUIET_MODULES);
  });

  it('round trip: the bytes come back whole from codes with an address, read in any order', () => {
    const bytes = bytesOf(3000);
    const codes = toCodes(bytes, 300, codeAddress(ORIGIN));
    const collector = new Collector();
    const heard = [...codes].reverse().map((code) => collector.hear(code));
    expect(heard.at(-1)).toMatchObject({ kind: 'complete', bytes });
  });

  it('a code of the old layout (no address, made before this change) still reads, and so does a lower-cased address', () => {
    // Written by the previous version of toCodes for the bytes of "Chōba !" in codes of 40 characters.
    const old = ['CHOBA1:73ED49A2:1:2:CBA56EC1:LN8%/O', 'CHOBA1:73ED49A2:2:2:2093757F:UJCZ24'];
    const collector = new Collector();
    collector.hear(old[0] as string);
    const whole = collector.hear(old[1] as string);
    expect(whole.kind === 'complete' && new TextDecoder().decode(whole.bytes)).toBe('Chōba !');
    // A camera app or a keyboard may hand on the address in lower case; the data part is kept as it was.
    expect(readCode(`https://other.host:8443/r/${old[0]}`)).toMatchObject({ ok: true, k: 1, n: 2 });
  });

  it('an address that is not followed by a Chōba code is not Chōba’s', () => {
    expect(readCode('HTTPS://CHOBA.EXAMPLE.ORG/R/')).toEqual({ ok: false, problem: 'handover.err.foreign' });
    expect(readCode('https://example.com/')).toEqual({ ok: false, problem: 'handover.err.foreign' });
  });

  it('opened by a camera app, the address shows the receiving screen, in any case', () => {
    const [code] = toCodes(bytesOf(100), CODE_CHARS, codeAddress(ORIGIN));
    const path = new URL(code as string).pathname;
    expect(parseLocation(path, '')).toEqual({ name: 'receive' });
    expect(parseLocation('/r/CHOBA1:1', '')).toEqual({ name: 'receive' });
    expect(parseLocation('/', '#/settings')).toEqual({ name: 'settings' });
    expect(parseLocation('/', '')).toEqual({ name: 'home' });
  });

  it('the address costs one code a game: 177 entries 5 → 6 codes, 500 entries 15 → 16', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const record = gyosho as unknown as GameRecord;
    // A long origin (27 characters), as a deployed app might have.
    const address = codeAddress('https://choba.example.org');
    const short = await pack([record], now);
    const long = await pack([lengthened(record, 500)], now);
    // Without the address a code of up to 9 parts carries 380 bytes ((600 - 29 header) / 3 × 2), of 10-99
    // parts 378; with these 28 characters of address 362 and 360: 1891 bytes need 5 codes, then 6, and
    // 5601 bytes 15, then 16 (the byte counts are those of the packed files, checked first).
    expect([short.length, long.length]).toEqual([1891, 5601]);
    expect([toCodes(short).length, toCodes(long).length]).toEqual([5, 15]);
    expect([toCodes(short, CODE_CHARS, address).length, toCodes(long, CODE_CHARS, address).length]).toEqual([
      6, 16,
    ]);
  });
});
