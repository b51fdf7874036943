// What only 片目の商人's strings have: no text left empty, English counts of cards and icons that read right
// at one, the keys it builds from its own lists (icons, colours, step titles), the rules it cites (exactly
// these), and the refusals of two entries tried at every step of a played game (a bid beyond any purse, an
// icon at the wrong step), which the harness's random entries meet only now and then. The checks every game
// shares (the same keys and placeholders in ja and en, every key the rules write literally, every cited rule
// named in words) live in src/games/testing/strings.test.ts; the words of random games are checked by the
// shared property harness (src/games/testing/properties).
import { describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../../app/i18n';
import { step } from '../../engine/replay';
import type { Msg } from '../../engine/types';
import { isViolation } from '../../engine/violation';
import { unsaid } from '../testing/properties/said';
import { ICONS } from './components';
import { strings } from './i18n';
import { game } from './index';
import { legalActions } from './legal';
import { PHASE_TITLE } from './prompt';
import type { State } from './state';
import { start } from './testing';

// The rules' source files as text (tests and the string tables excluded), to find every rule they cite.
const sources = import.meta.glob(['./*.ts', '!./*.test.ts', '!./i18n.ts', '!./testing.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

addStrings(strings);

describe('strings', () => {
  it('leaves no text empty in either language', () => {
    for (const lang of [strings.ja, strings.en]) {
      for (const [k, v] of Object.entries(lang)) expect([k, v.length > 0]).toEqual([k, true]);
    }
  });

  it('every English text with a count {n} that reads wrong at 1 has a #one form', () => {
    // "{n} cards" at 1 reads "1 cards": such texts need 'key#one'. Counts of money ("{n} gold") do not.
    for (const [k, v] of Object.entries(strings.en)) {
      if (/\{n\} (cards|icons)\b/.test(v)) expect([k, `${k}#one` in strings.en]).toEqual([k, true]);
    }
    const t = makeTranslate('en');
    expect(t('katame.ui.paid', { price: 4, n: 1 })).toBe('Paid 4 for 1 card');
    expect(t('katame.ui.paid', { price: 9, n: 2 })).toBe('Paid 9 for 2 cards');
    expect(t('katame.ann.unsold', { n: 1 })).toBe('The last card in the deck is not auctioned this round.');
  });

  it('every icon, colour and step title exists in both languages', () => {
    const keys = [
      ...ICONS.map((i) => `katame.icon.${i}`),
      ...game.colours.map((c) => `katame.colour.${c}`),
      ...Object.values(PHASE_TITLE),
    ];
    for (const k of keys) expect([k, k in strings.ja && k in strings.en]).toEqual([k, true]);
  });

  it('cites exactly these rules, each by its topic (「競り（片目の商人）」)', () => {
    const headings = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/'(?:001|RULINGS 001)( [^']*)?'/g)) headings.add((m[1] ?? '').trim());
    }
    expect([...headings].sort()).toEqual(['カードの内訳', '人数', '準備', '決算', '進行'].sort());
  });

  it('says at each step of a played game why a bid past any purse or an icon out of step is refused', () => {
    const refusals: Msg[] = [];
    let s: State = start(3, 0);
    for (let k = 0; !game.rules.isOver(s) && k < 400; k++) {
      // Refusals: a bid far above any purse, and an icon entry at the wrong step.
      for (const bad of [
        { type: 'bid', p: 0, price: 9999 },
        { type: 'priceHidden', icon: 'gold' },
      ] as const) {
        const r = step(game, s, bad);
        if (isViolation(r)) refusals.push({ key: r.code, params: r.params });
      }
      const legal = legalActions(s);
      const a = legal[k % 3 === 0 ? legal.length - 1 : 0];
      if (!a) break;
      s = step(game, s, a) as State;
    }
    expect(game.rules.isOver(s)).toBe(true);
    expect(refusals.length).toBeGreaterThan(10);
    // The game's own refusals, not the kernel's: the entries reached its rules.
    for (const m of refusals) expect(m.key).toMatch(/^katame\./);
    expect(unsaid(refusals, strings)).toEqual([]);
  });
});
