// @vitest-environment happy-dom
// A quick check's kept counts of the right shape but holding what the form no longer offers (an icon or a card
// renamed in a later version, a player count out of range) give the fresh form, never a half-read one.
import { cleanup, render } from '@testing-library/preact';
import type { ComponentType } from 'preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addStrings, makeTranslate } from '../app/i18n';
import { strings as edoStrings } from './edo/i18n';
import { QuickCheck as EdoCheck } from './edo/ui/QuickCheck';
import { strings as gyoshoStrings } from './gyosho/i18n';
import { QuickCheck as GyoshoCheck } from './gyosho/ui/QuickCheck';
import { strings as katameStrings } from './katame/i18n';
import { QuickCheck as KatameCheck } from './katame/ui/QuickCheck';
import { strings as mercatorStrings } from './mercator/i18n';
import { QuickCheck as MercatorCheck } from './mercator/ui/QuickCheck';
import { strings as marketStrings } from './supermarket/i18n';
import { QuickCheck as MarketCheck } from './supermarket/ui/QuickCheck';
import type { QuickCheckProps } from './types';

beforeAll(() => {
  for (const s of [edoStrings, gyoshoStrings, katameStrings, mercatorStrings, marketStrings]) addStrings(s);
});
afterEach(cleanup);

const t = makeTranslate('en');

/** The form as drawn with `kept` in storage (each "<game>.<part>" key to its value). */
function drawn(Check: ComponentType<QuickCheckProps>, kept: Record<string, unknown>): string {
  localStorage.clear();
  for (const [k, v] of Object.entries(kept)) localStorage.setItem(`choba.quick.${k}`, JSON.stringify(v));
  const { container, unmount } = render(<Check t={t} />);
  const html = container.innerHTML;
  unmount();
  return html;
}

const noIcons = { choc: 0, gold: 0, silk: 0, junk: 0 };
const katameRounds = (front: string) =>
  Array.from({ length: 3 }, () => ({
    front,
    back: 'silk',
    counts: Array.from({ length: 4 }, () => ({ ...noIcons })),
    paid: ['', '', '', ''],
  }));
const mercatorRows = (cards: number[]) => [
  { money: '', cargo: '', bonus: false, cards },
  ...Array.from({ length: 6 }, () => ({ money: '', cargo: '', bonus: false, cards: null })),
];
const marketTaken = (suit: string) => [[{ suit, rank: 3 }], [], [], []];

// Each case: what else is kept, the key, a value the form can show (so the key is seen to be read) and one it
// cannot.
type Case = [string, ComponentType<QuickCheckProps>, Record<string, unknown>, string, unknown, unknown];
const cases: Case[] = [
  ['片目: a price card face', KatameCheck, {}, 'katame.front', 'gold', 'mango'],
  [
    '片目: a whole match',
    KatameCheck,
    {},
    'katame.match.rounds',
    katameRounds('gold'),
    katameRounds('mango'),
  ],
  ['片目: the match player count', KatameCheck, {}, 'katame.match.count', 4, 9],
  ['片目: the scope', KatameCheck, {}, 'katame.scope', 'match', 'all'],
  [
    'supermarket: a card taken',
    MarketCheck,
    { 'supermarket.mode': 'cards' },
    'supermarket.taken',
    marketTaken('suika'),
    marketTaken('natto'),
  ],
  ['supermarket: the player count', MarketCheck, {}, 'supermarket.count', 3, 6],
  ['supermarket: the mode', MarketCheck, {}, 'supermarket.mode', 'cards', 'photos'],
  [
    'Mercator: a ship loaded by cards',
    MercatorCheck,
    {},
    'mercator.rows',
    mercatorRows([3]),
    mercatorRows([999]),
  ],
  ['Mercator: the player count', MercatorCheck, {}, 'mercator.count', 5, 12],
  ['江戸: the player count', EdoCheck, {}, 'edo.count', 5, 8],
  ['江戸: a privilege holder', EdoCheck, {}, 'edo.privileges', { white: 1, red: -1 }, { white: 7, red: -1 }],
  ['行商: the player count', GyoshoCheck, {}, 'gyosho.count', 4, 11],
];

describe('kept quick-check values the form cannot show', () => {
  for (const [name, Check, rest, key, fits, unfit] of cases) {
    it(`${name}: a value it offers is read back, one it does not gives the fresh form`, () => {
      const fresh = drawn(Check, rest);
      expect(drawn(Check, { ...rest, [key]: fits })).not.toBe(fresh);
      expect(drawn(Check, { ...rest, [key]: unfit })).toBe(fresh);
    });
  }
});
