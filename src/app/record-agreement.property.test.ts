// For any record built from a real example game with random entries made malformed or wrong (a field set
// to null, to a number out of range, to text), the import, the opened game, the home list's summary and
// the export all agree; and no record that the import accepts fails to open.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameRecord, LogEntry } from '../engine/record';
import { example } from '../engine/testing/examples';
import { runs } from '../engine/testing/runs';
import { GAME_IDS, type Json } from '../engine/types';
import { MODULES } from '../games/all';
import { exportFile } from '../store/export-file';
import { summarize } from '../store/summary';
import { parseImport } from '../store/transfer';
import { type EntryWriter, GameSession } from './session';

const at = '2026-11-22T12:00:00.000Z';
const noWrites: EntryWriter = { append: async () => undefined, removeLast: async () => undefined };

const junk = fc.oneof(
  fc.constant(null),
  fc.constant(-1),
  fc.constant(99),
  fc.constant(1.5),
  fc.constant('x'),
  fc.constant([]),
  fc.constant({}),
);

/** An entry whose action has one of its fields (not its type) replaced by junk. */
const spoil = (entry: LogEntry, pick: number, value: Json): LogEntry => {
  if (entry.kind === 'drop') return entry;
  const action = entry.action as Record<string, Json>;
  const keys = Object.keys(action).filter((k) => k !== 'type');
  const key = keys[pick % Math.max(1, keys.length)] ?? 'extra';
  return { ...entry, action: { ...action, [key]: value } };
};

describe.each(GAME_IDS)('%s: import, open, home and export agree on any record', (game) => {
  const module = MODULES[game];
  if (!module) throw new Error(`no rules for ${game}`);
  const base = example(game);
  it('with random entries spoiled', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.nat(base.entries.length - 1), pick: fc.nat(5), value: junk }), {
          minLength: 1,
          maxLength: 4,
        }),
        (spoils) => {
          const entries = [...base.entries];
          for (const s of spoils) entries[s.at] = spoil(entries[s.at] as LogEntry, s.pick, s.value as Json);
          const record: GameRecord = { ...base, entries };
          const parsed = parseImport(JSON.stringify(exportFile([record], at)), MODULES);
          // Refused with a message (the file, or this game of it): nothing saved, nothing to open.
          if (!parsed.ok || parsed.refused.length > 0) return;
          const item = parsed.items[0];
          if (!item) throw new Error('an accepted import has the game');
          const session = new GameSession(module, item.record, noWrites, () => at);
          const view = session.view.value;
          const opened = summarize(module, view.state, record.players, item.summary.updatedAt);
          expect(opened).toEqual(item.summary);
          if (view.over) {
            const winners = module.scoring
              .score(view.state)
              .players.filter((p) => p.rank === 1)
              .map((p) => record.players[p.player]?.name);
            expect(winners).toEqual(item.summary.winners);
          }
          const again = parseImport(JSON.stringify(exportFile([session.record.value], at)), MODULES);
          expect(again.ok && again.items[0]?.summary).toEqual(item.summary);
          expect(session.record.value.entries).toEqual(entries);
        },
      ),
      { numRuns: runs(15) },
    );
  });
});
