// The bytes a hand-over carries: the same export file a file export writes, gzip-compressed by the platform
// (CompressionStream), so that the receiving phone imports it exactly as it imports a file.
import type { GameRecord } from '../../engine/record';
import { exportFile, MAX_IMPORT_BYTES } from '../../store/export-file';

/** Raised when the bytes do not inflate to an export file of a size an import reads. */
export class UnpackError extends Error {
  constructor(readonly key: 'handover.err.corrupt' | 'import.tooBig') {
    super(key);
    this.name = 'UnpackError';
  }
}

/** Compresses records as one export file (compact JSON: spaces cost codes). */
export async function pack(records: GameRecord[], now: Date): Promise<Uint8Array> {
  const text = JSON.stringify(exportFile(records, now.toISOString()));
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Inflates received bytes to the export file's text. Reading stops past the import's size limit, so that a
 * small code cannot inflate to gigabytes; gzip's own checksum refuses damaged bytes.
 */
export async function unpack(bytes: Uint8Array): Promise<string> {
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
