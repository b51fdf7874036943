// Reading a count typed into a quick check's text field. A Japanese IME types full-width digits (「３」), which
// are the digits they look like; Number() would read them as NaN and would take "1e1" or "0x10" as numbers.

/** A typed count: blank (n null), a whole number 0 or more, or text that is neither, kept as typed to quote. */
export type WholeRead = { ok: true; n: number | null } | { ok: false; typed: string };

/** Reads typed text as a whole decimal number 0 or more; full-width digits and spaces count as ASCII ones. */
export function readWhole(text: string): WholeRead {
  const typed = text.trim();
  const plain = typed.normalize('NFKC').trim();
  if (plain === '') return { ok: true, n: null };
  // Only decimal digits: no sign, point, exponent or base prefix; and small enough to be exact.
  if (!/^[0-9]+$/.test(plain)) return { ok: false, typed };
  const n = Number(plain);
  return Number.isSafeInteger(n) ? { ok: true, n } : { ok: false, typed };
}
