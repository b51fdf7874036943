// A game as a short cycle of QR codes, and back: compressed bytes split into numbered parts, each a line of
// text in the QR alphanumeric set, `<ADDRESS>CHOBA1:<transfer>:<k>:<n>:<sum>:<data>`. The transfer id is the
// CRC-32 of all the bytes, so the reassembled whole is checked too; each part carries the CRC-32 of its own
// bytes. The address (`HTTPS://HOST/R/`, the app's origin upper-cased) makes a phone's camera app offer to open
// the receiving screen; codes without it (made before it was added) read the same. Pure: no DOM, no camera.
import { decode45, encode45 } from './base45';

/** The version of this code layout; a code of a later version is refused, never guessed at. */
export const CODE_VERSION = 1;
const PREFIX = 'CHOBA';
/**
 * The most characters one code holds: a QR code of version 15 (77 modules) with medium error correction
 * in alphanumeric mode holds 600, and 77 modules plus a 3-module quiet zone at 4 CSS px each is 332 px,
 * inside a 360-px screen less its margins (measured in codes.test.ts with the encoder the app uses).
 */
export const CODE_CHARS = 600;
/** The error correction the codes are drawn with: medium (15 %), for a screen read through glare. */
export const QR_ECC = 'medium';
/** The quiet zone drawn around a code, in modules. */
export const QUIET_MODULES = 3;
/** More parts than this are refused when reading (and never written): a wrong count, not a game. */
export const MAX_PARTS = 999;

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 (as zip and gzip compute it) of some bytes. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const hex8 = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');
const headerLength = (n: number) => `${PREFIX}${CODE_VERSION}:${hex8(0)}:${n}:${n}:${hex8(0)}:`.length;

/** The path of the receiving screen in a code's address (router.ts opens it, in any case). */
export const RECEIVE_PATH = '/R/';
/** Scheme and host as QR alphanumeric mode carries them (upper case; no brackets, so no IPv6 literal). */
const SAFE_ORIGIN = /^[A-Z][A-Z0-9+.-]*:\/\/[A-Z0-9.:-]+$/;
/** An address in front of a code, as written or as a camera app or keyboard may have lower-cased it. */
const ADDRESS = /^[a-z][a-z0-9+.-]*:\/\/[^/\s]+\/r\//i;

/**
 * The address put in front of each code: the app's origin (`location.origin`, known only at run time) upper-
 * cased, as QR alphanumeric mode allows, and the receiving screen's path; '' for an origin it cannot carry.
 */
export function codeAddress(origin: string): string {
  const upper = origin.toUpperCase();
  return SAFE_ORIGIN.test(upper) ? `${upper}${RECEIVE_PATH}` : '';
}

/**
 * Splits bytes into the texts of numbered codes, each at most `chars` long (the address included), in parts
 * of about equal size; `address` (from codeAddress) starts each code.
 */
export function toCodes(bytes: Uint8Array, chars = CODE_CHARS, address = ''): string[] {
  // The header grows with the digits of the count: the count is found again until it stays the same.
  let n = 1;
  let per = 0;
  for (;;) {
    per = Math.floor((chars - address.length - headerLength(n)) / 3) * 2;
    if (per < 2) throw new Error(`codes of ${chars} characters cannot carry data`);
    const needed = Math.max(1, Math.ceil(bytes.length / per));
    if (needed === n) break;
    n = needed;
  }
  if (n > MAX_PARTS) throw new Error(`${bytes.length} bytes need ${n} codes, more than ${MAX_PARTS}`);
  // Equal parts (an even number of bytes each, for base45's pairs) rather than full ones and a stub.
  const size = Math.min(per, Math.ceil(bytes.length / n / 2) * 2);
  const transfer = hex8(crc32(bytes));
  return Array.from({ length: n }, (_, i) => {
    const part = bytes.subarray(i * size, (i + 1) * size);
    return `${address}${PREFIX}${CODE_VERSION}:${transfer}:${i + 1}:${n}:${hex8(crc32(part))}:${encode45(part)}`;
  });
}

/** Where a misread code belongs, when its header read but its data failed the check. */
export interface Misread {
  transfer: string;
  k: number;
  n: number;
}

/** One code read: a part of a transfer, or why it is not one (an i18n key). */
export type ReadCode =
  | { ok: true; transfer: string; k: number; n: number; bytes: Uint8Array }
  | {
      ok: false;
      problem: 'handover.err.foreign' | 'handover.err.newer' | 'handover.err.corrupt';
      misread?: Misread;
    };

const CODE = /^CHOBA(\d{1,3}):([0-9A-F]{8}):(\d{1,4}):(\d{1,4}):([0-9A-F]{8}):(.*)$/s;

/** Reads the text of one code (with its address or without), checking its header and its checksum. */
export function readCode(code: string): ReadCode {
  const text = code.replace(ADDRESS, '');
  if (!text.startsWith(PREFIX)) return { ok: false, problem: 'handover.err.foreign' };
  const match = CODE.exec(text);
  if (!match) return { ok: false, problem: 'handover.err.corrupt' };
  const [, version, transfer, k, n, sum, data] = match as unknown as string[];
  if (Number(version) > CODE_VERSION) return { ok: false, problem: 'handover.err.newer' };
  const part = { k: Number(k), n: Number(n) };
  if (Number(version) !== CODE_VERSION || part.n < 1 || part.n > MAX_PARTS || part.k < 1 || part.k > part.n)
    return { ok: false, problem: 'handover.err.corrupt' };
  const bytes = decode45(data as string);
  // The header is sound, the data not: the screen counts how often this part fails (misreads.ts).
  if (!bytes || hex8(crc32(bytes)) !== sum)
    return { ok: false, problem: 'handover.err.corrupt', misread: { transfer: transfer as string, ...part } };
  return { ok: true, transfer: transfer as string, ...part, bytes };
}

/** What a code heard by the collector did. */
export type Heard =
  | { kind: 'problem'; problem: Extract<ReadCode, { ok: false }>['problem']; misread?: Misread }
  /** A part of a transfer, new (`fresh`) or seen before; `have` of `total` parts are in. */
  | { kind: 'part'; transfer: string; k: number; have: number; total: number; fresh: boolean }
  /** The last missing part: the whole transfer, checked. */
  | { kind: 'complete'; transfer: string; bytes: Uint8Array }
  /** A part of a transfer already completed (the sending phone keeps showing its codes). */
  | { kind: 'again'; transfer: string };

/** Transfers kept half-read at once; an older one is dropped (a booth sees one phone after another). */
const KEPT = 4;

/** Gathers the parts of transfers as they are read, in any order, and gives each whole transfer once. */
export class Collector {
  private partial = new Map<string, (Uint8Array | undefined)[]>();
  private done = new Set<string>();

  /** Takes the text of one code. */
  hear(text: string): Heard {
    const code = readCode(text);
    if (!code.ok) return { kind: 'problem', problem: code.problem, misread: code.misread };
    const { transfer, k, n } = code;
    if (this.done.has(transfer)) return { kind: 'again', transfer };
    let parts = this.partial.get(transfer);
    if (parts && parts.length !== n) return { kind: 'problem', problem: 'handover.err.corrupt' };
    if (!parts) {
      parts = new Array(n).fill(undefined);
      this.partial.set(transfer, parts);
      if (this.partial.size > KEPT) this.partial.delete(this.partial.keys().next().value as string);
    }
    const fresh = parts[k - 1] === undefined;
    parts[k - 1] = code.bytes;
    const have = parts.filter(Boolean).length;
    if (have < n) return { kind: 'part', transfer, k, have, total: n, fresh };
    this.partial.delete(transfer);
    const bytes = join(parts as Uint8Array[]);
    // Each part was sound but the whole is not what was sent (two transfers sharing an id): start again.
    if (hex8(crc32(bytes)) !== transfer) return { kind: 'problem', problem: 'handover.err.corrupt' };
    this.done.add(transfer);
    return { kind: 'complete', transfer, bytes };
  }

  /** The transfers half read, first seen first: parts read of each (the screen says each apart). */
  inProgress(): { transfer: string; have: number; total: number }[] {
    return [...this.partial].map(([transfer, parts]) => ({
      transfer,
      have: parts.filter(Boolean).length,
      total: parts.length,
    }));
  }

  /** True when part `k` of a transfer half read is in already (a misread of it then costs nothing). */
  has(transfer: string, k: number): boolean {
    return this.partial.get(transfer)?.[k - 1] !== undefined || this.done.has(transfer);
  }

  /** Lets a completed transfer be read again (its import failed for a reason of this phone's). */
  forget(transfer: string): void {
    this.done.delete(transfer);
  }
}

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
