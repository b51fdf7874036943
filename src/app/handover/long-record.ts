// A long game for tests and measurements of the hand-over: a real example game, then corrections that
// re-enter its actions one by one at a table's pace, up to a given number of log entries. Replays cleanly.
import type { GameRecord, LogEntry } from '../../engine/record';

/** `record` with corrections appended until it has `total` log entries (each a minute or so apart). */
export function lengthened(record: GameRecord, total: number): GameRecord {
  const acts = record.entries.flatMap((entry, index) => (entry.kind === 'act' ? [{ entry, index }] : []));
  const entries: LogEntry[] = [...record.entries];
  let at = Date.parse(record.entries.at(-1)?.at ?? record.createdAt);
  for (let i = 0; entries.length < total; i++) {
    const { entry, index } = acts[i % acts.length] as {
      entry: Extract<LogEntry, { kind: 'act' }>;
      index: number;
    };
    // Irregular gaps with milliseconds, as a table enters them: timestamps that compress like real ones.
    at += 7000 + ((i * 7919) % 53_000) + ((i * 37) % 1000);
    entries.push({ kind: 'fix', target: index, action: entry.action, at: new Date(at).toISOString() });
  }
  return { ...record, entries };
}
