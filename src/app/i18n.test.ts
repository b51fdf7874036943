import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../engine/types';
import { browserLang, loadScreenStrings, makeTranslate } from './i18n';
import { en, ja } from './strings/all';

describe('shell strings', () => {
  it('Japanese and English have the same keys', () => {
    // Plural forms (`key#one`) exist only where a language has them; their base key is in both.
    const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/#\w+$/, '')))].sort();
    expect(base(Object.keys(en))).toEqual(base(Object.keys(ja)));
  });

  it('counts in words: one and many in English, a single form in Japanese', () => {
    expect(makeTranslate('en')('log.title', { n: 1 })).toBe('Log (1 entry)');
    expect(makeTranslate('en')('log.title', { n: 2 })).toBe('Log (2 entries)');
    expect(makeTranslate('en')('log.title', { n: 0 })).toBe('Log (0 entries)');
    expect(makeTranslate('ja')('log.title', { n: 1 })).toBe(
      makeTranslate('ja')('log.title', { n: 2 }).replace('2', '1'),
    );
  });

  it('every kernel and record message the engine can emit has a sentence', () => {
    const codes = [
      'kernel.rulesVersion',
      'kernel.playerCount',
      'kernel.badOptions',
      'kernel.badFirst',
      'kernel.badAction',
      'kernel.gameOver',
      'kernel.notNow',
      'kernel.notYours',
      'kernel.unknownGame',
      'kernel.rejectedEntry',
      'kernel.notOver',
      'record.notObject',
      'record.invalid',
      'record.futureVersion',
      'record.badTarget',
      'record.badFirst',
      'record.sameName',
      'import.tooBig',
      'import.tooDeep',
      'import.notJson',
      'import.notExport',
      'import.repeatedId',
      'import.gameUnavailable',
      'import.badSetup',
    ];
    for (const code of codes) {
      expect(ja[code], code).toBeTruthy();
      expect(en[code], code).toBeTruthy();
    }
  });

  it('names every game in both languages', () => {
    for (const id of GAME_IDS) {
      for (const part of ['name', 'blurb', 'players']) {
        expect(ja[`game.${id}.${part}`]).toBeTruthy();
        expect(en[`game.${id}.${part}`]).toBeTruthy();
      }
    }
  });
});

describe('makeTranslate', () => {
  const players = [
    { name: 'あき', colour: 'red' },
    { name: 'Ben', colour: 'blue' },
  ];

  it('fills parameters, turning player references into names and nested messages into sentences', () => {
    const t = makeTranslate('en', players);
    expect(t({ key: 'kernel.playerCount', params: { count: 5, min: 3, max: 4 } })).toBe(
      'This game is for 3-4 players (5 given).',
    );
    expect(t({ key: 'home.finished', params: { winners: { p: 1 } } })).toBe('Finished — won by Ben');
    expect(t({ key: 'kernel.rejectedEntry', params: { index: 3, reason: { key: 'kernel.gameOver' } } })).toBe(
      'Entry 3 does not fit: The game is over. Nothing more can be entered.',
    );
  });

  it('speaks Japanese when asked', () => {
    expect(makeTranslate('ja', players)('home.finished', { winners: { p: 0 } })).toBe('終了 — 勝者 あき');
  });

  it('shows an unknown key as itself rather than nothing', () => {
    expect(makeTranslate('ja')('no.such.key')).toBe('no.such.key');
  });
});

describe('browserLang', () => {
  it.each([
    [['ja-JP', 'en-US'], 'ja'],
    [['en-GB', 'ja'], 'en'],
    [['fr-FR', 'en'], 'en'],
    [['fr-FR'], 'ja'],
    [[], 'ja'],
  ])('%j -> %s', (languages, lang) => {
    expect(browserLang(languages)).toBe(lang);
  });

  it('isolates a name whose direction could turn the sentence around it, and leaves other names as typed', () => {
    const t = makeTranslate('en', [
      { name: 'A\u202Eki', colour: 'red' },
      { name: 'Ben', colour: 'blue' },
    ]);
    expect(t('secrets.holdFor', { p: { p: 0 } })).toBe('Hold to see what \u2068A\u202Eki\u2069 keeps hidden');
    expect(t('secrets.holdFor', { p: { p: 1 } })).toBe('Hold to see what Ben keeps hidden');
  });
});

describe('the shell strings beyond home', () => {
  it('home needs none of them; they join the tables when loaded', async () => {
    const { en: home } = await import('./strings/home');
    const { en: screens } = await import('./strings/en');
    // Each key in one table only: a key in both would be paid for twice.
    expect(Object.keys(home).filter((k) => k in screens)).toEqual([]);
    await loadScreenStrings();
    expect(makeTranslate('en')('new.pick')).toBe(screens['new.pick']);
  });
});
