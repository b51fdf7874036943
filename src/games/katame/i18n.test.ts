import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import type { Msg } from '../../engine/types';
import { ICONS } from './components';
import { PHASE_TITLE } from './guards';
import { strings } from './i18n';
import { game } from './index';
import { legalActions } from './legal';
import type { State } from './state';
import { start } from './testing';

// The rules' source files as text (tests and the string tables excluded), to find every key written literally.
const sources = import.meta.glob(['./*.ts', '!./*.test.ts', '!./i18n.ts', '!./testing.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Every `katame.` key written literally in the rules' source. */
function sourceKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/'(katame\.[a-zA-Z.]+)'/g)) keys.add(m[1] as string);
  }
  return [...keys];
}

function msgKeys(msg: Msg, out: Set<string>): void {
  out.add(msg.key);
  for (const p of Object.values(msg.params ?? {})) {
    if (typeof p === 'object' && 'key' in (p as object)) msgKeys(p as Msg, out);
  }
}

describe('strings', () => {
  it('ja and en have the same keys, all under katame., none empty', () => {
    // Plural forms ('key#one') are English only: Japanese has one form. Each belongs to a key of both tables.
    const base = (table: Record<string, string>) => Object.keys(table).filter((k) => !k.includes('#'));
    expect(base(strings.ja).sort()).toEqual(base(strings.en).sort());
    expect(Object.keys(strings.ja).filter((k) => k.includes('#'))).toEqual([]);
    for (const k of Object.keys(strings.en).filter((k) => k.includes('#'))) {
      expect([k, (k.split('#')[0] as string) in strings.ja]).toEqual([k, true]);
    }
    for (const lang of [strings.ja, strings.en]) {
      for (const [k, v] of Object.entries(lang)) {
        expect(k.startsWith('katame.')).toBe(true);
        expect(v.length).toBeGreaterThan(0);
      }
    }
  });

  it('each key has the same placeholders in both languages', () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const k of Object.keys(strings.ja))
      expect([k, holes(strings.ja[k] ?? '')]).toEqual([k, holes(strings.en[k] ?? '')]);
    // A plural form may spell the count out ("1 card"), but needs no placeholder its base key lacks.
    for (const k of Object.keys(strings.en).filter((k) => k.includes('#'))) {
      const all = holes(strings.en[k.split('#')[0] as string] ?? '');
      for (const h of holes(strings.en[k] ?? '')) expect([k, all.includes(h)]).toEqual([k, true]);
    }
  });

  it('every English text with a count {n} that reads wrong at 1 has a #one form', () => {
    // "{n} cards" at 1 reads "1 cards": such texts need 'key#one'. Counts of money ("{n} gold") do not.
    for (const [k, v] of Object.entries(strings.en)) {
      if (/\{n\} (cards|icons)\b/.test(v)) expect([k, `${k}#one` in strings.en]).toEqual([k, true]);
    }
    const t = makeTranslate('en');
    addStrings(strings);
    expect(t('katame.ui.paid', { price: 4, n: 1 })).toBe('Paid 4 for 1 card');
    expect(t('katame.ui.paid', { price: 9, n: 2 })).toBe('Paid 9 for 2 cards');
    expect(t('katame.ann.unsold', { n: 1 })).toBe('The last card in the deck is not auctioned this round.');
  });

  it('every key the rules name, every icon, colour and step exists', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(sourceKeys()).toContain('katame.err.notHigher');
    const keys = [
      ...sourceKeys(),
      ...ICONS.map((i) => `katame.icon.${i}`),
      ...game.colours.map((c) => `katame.colour.${c}`),
      ...Object.values(PHASE_TITLE),
    ];
    for (const k of keys) expect([k, k in strings.ja && k in strings.en]).toEqual([k, true]);
  });

  it('names every rule a refusal cites in words, in both languages (「競り（片目の商人）」)', () => {
    const headings = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/'(?:001|RULINGS 001)( [^']*)?'/g)) headings.add((m[1] ?? '').trim());
    }
    // No bare 'RULINGS 001': every citation names its topic.
    expect(headings.has('')).toBe(false);
    expect([...headings].sort()).toEqual(['カードの内訳', '人数', '準備', '決算', '進行'].sort());
    for (const h of headings) {
      const key = `katame.rule.${h}`;
      expect([key, Boolean(strings.ja[key]), Boolean(strings.en[key])]).toEqual([key, true, true]);
    }
  });

  it('every message of a played game (prompts, log lines, refusals, score) exists, with its params filled', () => {
    const used = new Set<string>();
    let s: State = start(3, 0);
    const seen = (m: Msg) => {
      msgKeys(m, used);
      // Every placeholder of the text is filled by a param of the message.
      const text = strings.en[m.key] ?? '';
      for (const hole of text.matchAll(/\{(\w+)\}/g))
        expect([m.key, (hole[1] as string) in (m.params ?? {})]).toEqual([m.key, true]);
    };
    for (let k = 0; !game.rules.isOver(s) && k < 400; k++) {
      const p = game.rules.prompt(s);
      seen(p.title);
      if (p.hint) seen(p.hint);
      const legal = legalActions(s);
      // Refusals: a bid far above any purse, and an icon entry at the wrong step.
      for (const bad of [
        { type: 'bid', p: 0, price: 9999 },
        { type: 'priceHidden', icon: 'gold' },
      ] as const) {
        const r = game.rules.apply(s, bad);
        if ('violation' in r) seen({ key: r.code, params: r.params });
      }
      const a = legal[k % 3 === 0 ? legal.length - 1 : 0];
      if (!a) break;
      seen(game.words.describe(s, a));
      s = game.rules.apply(s, a) as State;
    }
    expect(game.rules.isOver(s)).toBe(true);
    const fs = game.scoring.score(s);
    fs.chain.forEach(seen);
    for (const pl of fs.players) {
      for (const l of pl.lines) {
        seen(l.label);
        if (l.detail) seen(l.detail);
      }
    }
    for (const k of used) expect([k, k in strings.ja]).toEqual([k, true]);
  });
});
