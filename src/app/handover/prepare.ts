// The sending side, up to the pictures: a record packed, split into codes and each drawn as QR modules by
// the `qr` library (imported here, so that it loads with the hand-over screen and never with the app).
import { encodeQR } from 'qr';
import type { GameRecord } from '../../engine/record';
import { CODE_CHARS, codeAddress, QR_ECC, QUIET_MODULES, toCodes } from './codes';
import { pack } from './pack';

/** How many codes the sending screen shows a second: each stays long enough for a camera to read it. */
export const CODES_PER_SECOND = 5;

/** The codes of a record, as rows of modules (dark = true) with their quiet zone, ready to draw. */
export async function prepareCodes(record: GameRecord, now: Date): Promise<boolean[][][]> {
  // Each code starts with the app's own address, for a camera app that meets it (codes.ts, codeAddress).
  const texts = toCodes(
    await pack([record], now),
    CODE_CHARS,
    codeAddress(globalThis.location?.origin ?? ''),
  );
  return texts.map((text) =>
    encodeQR(text, 'raw', { ecc: QR_ECC, border: QUIET_MODULES, encoding: 'alphanumeric' }),
  );
}
