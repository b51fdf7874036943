// The one line that says which rules a game is played with (issue 32 item 5): worked by hand from each game's
// option specs and defaults (Edo's deck for 4 players: 32 cards − 2×4 in hand − 2 discarded − 7 removed = 15).
import { beforeAll, describe, expect, it } from 'vitest';
import { en as edoEn } from '../games/edo/i18n.en';
import { ja as edoJa } from '../games/edo/i18n.ja';
import { game as edo } from '../games/edo/index';
import { en as gyoshoEn } from '../games/gyosho/i18n.en';
import { ja as gyoshoJa } from '../games/gyosho/i18n.ja';
import { game as gyosho } from '../games/gyosho/index';
import { game as katame } from '../games/katame/index';
import { en as mercatorEn } from '../games/mercator/i18n.en';
import { ja as mercatorJa } from '../games/mercator/i18n.ja';
import { game as mercator } from '../games/mercator/index';
import { addStrings, hasString, type Lang, makeTranslate } from './i18n';
import { variantsLine } from './variants';

beforeAll(() => {
  addStrings({ ja: { ...edoJa, ...gyoshoJa, ...mercatorJa }, en: { ...edoEn, ...gyoshoEn, ...mercatorEn } });
});

const line = (lang: Lang, module: Parameters<typeof variantsLine>[0], options: object, players: number) =>
  variantsLine(module, options as Record<string, never>, players, makeTranslate(lang), (key) =>
    hasString(lang, key),
  );

describe('the rules line of a game', () => {
  it('Edo: the 御用商人 variant when it is on, the deck only when corrected for the player count', () => {
    expect(line('ja', edo, { first: 0, privileges: true, deck: 15 }, 4)).toBe('ルール:御用商人');
    expect(line('en', edo, { first: 0, privileges: true, deck: 15 }, 4)).toBe('Rules: Purveyors (御用商人)');
    expect(line('ja', edo, { first: 0, privileges: false, deck: 15 }, 4)).toBe(
      'ルール:基本のみ(追加ルールなし)',
    );
    expect(line('en', edo, { first: 0, privileges: false, deck: 16 }, 3)).toBe('Rules: basic, no variant');
    expect(line('ja', edo, { first: 0, privileges: true, deck: 14 }, 4)).toBe('ルール:御用商人・山札14枚');
    expect(line('en', edo, { first: 0, privileges: false, deck: 19 }, 5)).toBe('Rules: 19-card deck');
  });

  it('Mercator and 行商: every variant that is on, in the order of the new-game screen', () => {
    const on = { first: 0, colourBonus: true, openAuction: false, series: true };
    expect(line('ja', mercator, on, 3)).toBe('ルール:色ボーナス・シリーズ');
    expect(line('en', mercator, on, 3)).toBe('Rules: Colour bonus · Series');
    expect(line('ja', gyosho, { first: 0, road: true, titles: true }, 2)).toBe('ルール:道カード・称号カード');
    expect(line('en', gyosho, { first: 0, road: false, titles: false }, 2)).toBe('Rules: basic, no variant');
  });

  it('a game with no variant to choose says nothing', () => {
    expect(line('ja', katame, { first: 0 }, 3)).toBeNull();
  });
});
