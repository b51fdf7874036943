// Importing a single game record (docs/examples/*.json, docs/record-format.md) as well as an export file,
// checked the same way; and a file of too many games named for what it is (issue 32 item 7, issue 36).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { makeTranslate } from '../app/i18n';
import { importText } from '../app/screens/transfer-actions';
import type { GameRecord } from '../engine/record';
import { EXAMPLES } from '../engine/testing/examples';
import { raceGame, raceRecord } from '../engine/testing/race-game';
import { GAME_IDS, type GameId } from '../engine/types';
import { MODULES } from '../games/all';
import { exportFile, MAX_IMPORT_GAMES } from './export-file';
import { GameStore } from './games';
import { parseImport } from './transfer';

let dbCounter = 0;
const freshStore = () => GameStore.open(`transfer-${++dbCounter}`);
/** An example game's file, as its text. */
const example = (game: GameId): string => JSON.stringify(EXAMPLES[game]);
const edo = EXAMPLES.edo;

describe('a single record file', () => {
  it.each(GAME_IDS)(
    'docs/examples/%s.json is read as one game, replayed like a game of an export file',
    (game) => {
      const text = example(game);
      const alone = parseImport(text, MODULES);
      const wrapped = parseImport(JSON.stringify(exportFile([JSON.parse(text)], 'now')), MODULES);
      expect(alone.ok).toBe(true);
      expect(alone).toEqual(wrapped);
      expect(alone.ok && alone.items.map((i) => i.record.id)).toEqual([JSON.parse(text).id]);
    },
  );

  it('is saved with the export file’s message, and a second time skipped, not overwritten', async () => {
    const store = await freshStore();
    const first = await importText(example('edo'), store);
    expect(first).toMatchObject({
      ok: true,
      key: 'import.done',
      params: { added: 1, duplicates: 0, restored: 0 },
      games: [{ id: 'example-edo-4p', game: 'edo', status: 'finished', fate: 'added' }],
    });
    expect((await store.load('example-edo-4p'))?.entries).toEqual(edo.entries);
    // The same id again, with one entry fewer: this phone's copy has more, and keeps all of its entries.
    const shorter = JSON.stringify({ ...edo, entries: edo.entries.slice(0, -1) });
    const again = await importText(shorter, store);
    expect(again).toMatchObject({ ok: true, key: 'import.older', params: { n: 1 } });
    expect((await store.load('example-edo-4p'))?.entries).toHaveLength(edo.entries.length);
  });

  it.each([
    ['a bad field', { ...edo, players: 'nobody' }, 'record.invalid', 'players'],
    ['an unknown title', { ...edo, game: 'chess' }, 'record.invalid', 'game'],
    [
      'two players of one name',
      { ...edo, players: [edo.players[0], edo.players[0], edo.players[1]] },
      'record.sameName',
      'players',
    ],
    ['a newer record version', { ...edo, version: 9 }, 'record.futureVersion', 'version'],
    [
      'a setup against its rules',
      { ...edo, players: edo.players.slice(0, 2) },
      'import.badSetup',
      '(record)',
    ],
  ])(
    'with %s is refused as the same game in an export file is, and nothing is saved',
    async (_name, bad, code, path) => {
      expect(parseImport(JSON.stringify(bad), MODULES)).toMatchObject({
        ok: true,
        items: [],
        refused: [{ index: 0, of: 1, problem: { code, path } }],
      });
      const store = await freshStore();
      expect(await importText(JSON.stringify(bad), store)).toMatchObject({
        ok: false,
        key: 'import.notImported',
      });
      expect(await store.list()).toEqual([]);
    },
  );

  it('of a game whose rules are not on this phone is refused, by name', () => {
    expect(parseImport(example('edo'), { supermarket: raceGame })).toMatchObject({
      refused: [{ game: 'edo', problem: { code: 'import.gameUnavailable', path: 'game', detail: 'edo' } }],
    });
  });

  it('still refuses JSON that is neither an export nor a record', () => {
    for (const text of ['{"hello":1}', '{"format":"choba-recording"}', '[1,2]', '"choba-record"'])
      expect(parseImport(text, MODULES), text).toMatchObject({
        ok: false,
        problem: { code: 'import.notExport' },
      });
  });
});

describe('a file of too many games', () => {
  // Small games of the test rules, each its own id.
  const games = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...raceRecord(10), id: `g${i}` }) as GameRecord);

  it(`is refused for its count (${MAX_IMPORT_GAMES + 1}), not called a file of another kind`, () => {
    const text = JSON.stringify(exportFile(games(MAX_IMPORT_GAMES + 1), 'now'));
    expect(parseImport(text, { supermarket: raceGame })).toEqual({
      ok: false,
      problem: { code: 'import.tooMany', path: 'games', detail: '2001' },
    });
  });

  it('of exactly the limit is read', () => {
    const text = JSON.stringify(exportFile(games(MAX_IMPORT_GAMES), 'now'));
    const parsed = parseImport(text, { supermarket: raceGame });
    expect(parsed.ok && parsed.items.length).toBe(2000);
  });

  it('is said in both languages with the count and the limit, and that nothing changed', async () => {
    const outcome = await importText(JSON.stringify(exportFile(games(2001), 'now')), await freshStore());
    expect(outcome).toMatchObject({ ok: false, key: 'import.tooMany' });
    expect(makeTranslate('en')(outcome.key, outcome.params)).toBe(
      'This file holds 2001 games; Chōba imports at most 2000 at a time. Nothing was changed.',
    );
    expect(makeTranslate('ja')(outcome.key, outcome.params)).toBe(
      'このファイルには2001件のゲームがあります。一度に読み込めるのは2000件までです。何も変更していません。',
    );
  });
});

describe("a file that is not Chōba's", () => {
  it('is said in both languages without the name of a field the user never saw', async () => {
    const outcome = await importText('{"hello":1}', await freshStore());
    expect(outcome).toMatchObject({ ok: false, key: 'import.notExport' });
    expect(makeTranslate('en')(outcome.key, outcome.params)).toBe(
      'This is neither a Chōba export file nor a game record. Nothing was changed.',
    );
    expect(makeTranslate('ja')(outcome.key, outcome.params)).toBe(
      '帳場の書き出しファイルでもゲームの記録でもありません。何も変更していません。',
    );
  });
});
