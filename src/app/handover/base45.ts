// Base45 (RFC 9285): bytes as text from the 45 characters of a QR code's alphanumeric mode, which stores
// 5.5 bits per character; base64 would need the byte mode at 8 bits per character, about a third more codes.

/** The 45 characters, in the order of their values (the QR alphanumeric set). */
export const BASE45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const VALUE = new Map([...BASE45].map((c, i) => [c, i]));

/** Encodes bytes: each pair as three characters, a last odd byte as two. */
export function encode45(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    const n = (bytes[i] as number) * 256 + (bytes[i + 1] as number);
    out +=
      BASE45.charAt(n % 45) + BASE45.charAt(Math.floor(n / 45) % 45) + BASE45.charAt(Math.floor(n / 2025));
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1] as number;
    out += BASE45.charAt(n % 45) + BASE45.charAt(Math.floor(n / 45));
  }
  return out;
}

/** Decodes base45 text; null for text that no encoder writes (a stray character, a group out of range). */
export function decode45(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const group = text.slice(i, i + 3);
    let n = 0;
    for (let j = group.length - 1; j >= 0; j--) {
      const v = VALUE.get(group[j] as string);
      if (v === undefined) return null;
      n = n * 45 + v;
    }
    if (group.length === 3) {
      if (n > 0xffff) return null;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      if (n > 0xff) return null;
      out[o++] = n;
    }
  }
  return out;
}
