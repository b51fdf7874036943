// What an import says, as the user reads it: a game brought in with entries that do not fit is said to have
// them before it is opened; a file cut short is not "not JSON"; a game left out is named by its title,
// players and place in the file, with why in words (no field path); the other games of the file still come
// in; and no "0 already here" clause.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { replayWith } from '../../engine/replay';
import { example } from '../../engine/testing/examples';
import { MODULES } from '../../games/all';
import { exportFile } from '../../store/export-file';
import { GameStore } from '../../store/games';
import { makeTranslate } from '../i18n';
import { fieldOf } from './import-notes';
import { type ImportOutcome, importText } from './transfer-actions';

let dbCounter = 0;
const freshStore = () => GameStore.open(`import-notes-${++dbCounter}`);
const fileOf = (games: unknown[]) => JSON.stringify(exportFile(games as never, '2026-11-22T12:00:00.000Z'));

/** Everything the import says, main line first, in `lang`. */
function said(outcome: ImportOutcome, lang: 'ja' | 'en'): string[] {
  const t = makeTranslate(lang);
  const main = [outcome, ...(outcome.more ?? [])].map((line) => t(line.key, line.params)).join(' ');
  return [main, ...(outcome.notes ?? []).map((note) => t(note))];
}

/** The example 片目 game with entry 6 no entry of its game. */
function brokenKatame() {
  const record = example('katame');
  (record.entries[5] as { action: unknown }).action = { type: 'nonsense' };
  return record;
}

describe('a game with an entry that does not fit', () => {
  it('is kept, and the import says how many entries do not fit and from which on', async () => {
    const store = await freshStore();
    const outcome = await importText(fileOf([brokenKatame()]), store);
    expect(outcome.ok).toBe(true);
    expect((await store.load('katame-example-1'))?.entries).toHaveLength(158);
    // Entry 6 broken: it and the later entries that no longer fit after it, as many as the replay refuses.
    const replayed = replayWith(MODULES.katame, brokenKatame());
    const n = replayed.ok ? replayed.rejected.length : -1;
    expect(n).toBeGreaterThan(1);
    expect(said(outcome, 'ja')).toEqual([
      '1件のゲームを読み込みました。',
      `片目の商人(Aya・Ken・Mio): ルールに合わない入力が${n}件あります(最初は6番目)。ゲームを開いて、直すか外してください。`,
    ]);
    expect(said(outcome, 'en')[1]).toBe(
      `One-Eyed Merchant (Aya・Ken・Mio): ${n} entries do not fit the rules (the first: entry 6). Open the game to correct or remove them.`,
    );
  });

  it('says why in the game without the name of a field the user never saw', () => {
    const replayed = replayWith(MODULES.katame, brokenKatame());
    const first = replayed.ok ? replayed.rejected[0] : undefined;
    expect(first?.index).toBe(5);
    const reason = { key: first?.violation.code ?? '', params: first?.violation.params };
    expect(makeTranslate('ja')(reason)).toBe('このゲームの入力として読めない形です。');
    expect(makeTranslate('en')(reason)).not.toMatch(/\btype\b/);
  });
});

describe('a file cut short', () => {
  it('is said to be damaged or incomplete, not "not a JSON file" as an empty file or a PNG is', async () => {
    const full = fileOf([example('edo')]);
    const cut = await importText(full.slice(0, full.length / 2), await freshStore());
    expect(cut).toMatchObject({ ok: false, key: 'import.damaged' });
    expect(said(cut, 'en')[0]).toContain('cut short or damaged');
    for (const text of ['', '\u0089PNG\r\n\u001a\n'])
      expect(await importText(text, await freshStore())).toMatchObject({ key: 'import.notJson' });
  });
});

describe('a game with a bad field', () => {
  it('is named by its title and players, and what is wrong said in words, never as a path', async () => {
    const record = example('gyosho');
    record.players[0] = { ...record.players[0], name: '   ' } as never;
    const outcome = await importText(fileOf([record]), await freshStore());
    expect(outcome.ok).toBe(false);
    expect(said(outcome, 'ja')).toEqual([
      'このゲームは読み込めませんでした。何も変更していません。',
      '読み込まなかったゲーム: 行商の時代(Ben・Chie)。1人目のプレイヤーの名前が正しくありません。',
    ]);
    expect(said(outcome, 'en')[1]).toBe(
      'Not imported: The Era of Traveling Merchants (Ben・Chie). The name of player 1 is not valid.',
    );
  });

  it('in a file of several leaves it out, says which of them, and brings in the others', async () => {
    const bad = example('mercator');
    bad.players[1] = { ...bad.players[1], name: 42 } as never;
    const store = await freshStore();
    const outcome = await importText(fileOf([example('supermarket'), bad, example('edo')]), store);
    expect(outcome).toMatchObject({ ok: true, key: 'import.done', params: { added: 2 } });
    expect((await store.list()).map((m) => m.game).sort()).toEqual(['edo', 'supermarket']);
    expect(said(outcome, 'en')).toEqual([
      'Games imported: 2.',
      'Not imported: game 2 of 3, Mercator (Aki・Chie・Dai). The name of player 2 is not valid.',
    ]);
    expect(said(outcome, 'ja')[1]).toBe(
      '読み込まなかったゲーム: 3件中2件目の商人 メルカトル(Aki・Chie・Dai)。2人目のプレイヤーの名前が正しくありません。',
    );
  });

  it.each([
    ['entries[12].action.type', 'Entry 13'],
    ['players', 'The list of players'],
    ['options.first', 'The rule options'],
    ['(record)', 'The record’s format'],
    ['createdAt', 'The start time'],
  ])('%s is said as "%s"', (path, words) => {
    expect(makeTranslate('en')(fieldOf(path))).toBe(words);
  });
});

describe('the counts of an import', () => {
  it('leave out "already here" when none was, and say it when some were', async () => {
    const store = await freshStore();
    const text = fileOf([example('edo')]);
    const first = await importText(text, store);
    expect(said(first, 'ja')).toEqual(['1件のゲームを読み込みました。']);
    expect(said(first, 'en')).toEqual(['Games imported: 1.']);
    const again = await importText(text, store);
    // Nothing new: said as that, not as "0 games imported", which reads as a failure.
    expect(said(again, 'ja')).toEqual([
      'このファイルのゲーム(1件)は、もうこのスマホにあります(そのままです)。',
    ]);
    expect(said(again, 'en')).toEqual(['The game in this file is already on this phone (left as it was).']);
    const both = await importText(fileOf([example('edo'), example('katame')]), store);
    expect(said(both, 'en')).toEqual(['Games imported: 1. Already here and left as they were: 1.']);
  });
});

describe('a game left out for a setup its rules refuse', () => {
  it('is said in its game’s words, though no screen of that game was opened', async () => {
    const record = { ...example('mercator'), id: 'rich-start' };
    record.options = { ...record.options, startMoney: [60, 50, 50, 50] } as typeof record.options;
    const outcome = await importText(fileOf([record, example('edo')]), await freshStore());
    const notes = said(outcome, 'en').slice(1).join(' ');
    expect(notes).toContain('Outside a series everyone starts with 50');
    expect(notes).not.toContain('mercator.err');
  });
});
