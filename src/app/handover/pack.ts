// The bytes a hand-over carries: the same export file a file export writes, gzip-compressed by the platform
// (CompressionStream), so that the receiving phone imports it exactly as it imports a file. A browser without
// CompressionStream (older iPhones) sends the file's bytes as they are: more codes, nothing else changes,
// and the receiving phone tells the two apart by gzip's first two bytes (a JSON file starts with "{").
import type { GameRecord } from '../../engine/record';
import { exportFile, MAX_IMPORT_BYTES, MAX_IMPORT_MB } from '../../store/export-file';

/** The first two bytes of every gzip stream. */
const GZIP = [0x1f, 0x8b];
const isGzip = (bytes: Uint8Array) => bytes[0] === GZIP[0] && bytes[1] === GZIP[1];
/** The platform's stream classes, looked up when used (they may be missing: older iPhones). */
const platform = globalThis as { CompressionStream?: unknown; DecompressionStream?: unknown };

/** Raised when the bytes do not inflate to an export file of a size an import reads. */
export class UnpackError extends Error {
  /** What the sentence of `key` needs (the size limit says its megabytes). */
  readonly params: Record<string, number> | undefined;
  constructor(readonly key: 'handover.err.corrupt' | 'handover.err.unreadable' | 'import.tooBig') {
    super(key);
    this.name = 'UnpackError';
    this.params = key === 'import.tooBig' ? { mb: MAX_IMPORT_MB } : undefined;
  }
}

/** Records as one export file (compact JSON: spaces cost codes), compressed where the browser can. */
export async function pack(records: GameRecord[], now: Date): Promise<Uint8Array> {
  const text = JSON.stringify(exportFile(records, now.toISOString()));
  if (typeof platform.CompressionStream !== 'function') return new TextEncoder().encode(text);
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The export file's text from received bytes: inflated if they are gzip, else as they are (from a phone without
 * CompressionStream). Reading stops past the import's size limit, so that a small code cannot inflate to
 * gigabytes; gzip's own checksum refuses damaged bytes.
 */
export async function unpack(bytes: Uint8Array): Promise<string> {
  if (!isGzip(bytes)) {
    if (bytes[0] !== '{'.charCodeAt(0)) throw new UnpackError('handover.err.corrupt');
    if (bytes.length > MAX_IMPORT_BYTES) throw new UnpackError('import.tooBig');
    return new TextDecoder().decode(bytes);
  }
  // Compressed codes, and a phone whose browser cannot inflate them: the file export and import still can.
  if (typeof platform.DecompressionStream !== 'function') throw new UnpackError('handover.err.unreadable');
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'))
    .getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_IMPORT_BYTES) {
        await reader.cancel();
        throw new UnpackError('import.tooBig');
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof UnpackError) throw error;
    throw new UnpackError('handover.err.corrupt');
  }
  // Decoded as a file import reads a file (File.text(): bad sequences become U+FFFD, then JSON judges).
  return new TextDecoder().decode(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer());
}
