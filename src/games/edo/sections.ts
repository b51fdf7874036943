// Where each rule a refusal cites lives: a heading of the rulebook (seed 000) or a topic of RULINGS 000.
// The table names the rule from its heading, in words (`edo.rule.<heading>` in both string tables).

/** Every section an Edo refusal cites. */
export const RULE = {
  setup: '000 ゲームの準備',
  flow: '000 ゲームの流れ',
  dice: '000 客引き',
  buy: '000 仕入れ',
  end: '000 ゲームの終了',
  privileges: '000 御用商人',
  special: '000 特注カード',
  deckEnd: 'RULINGS 000 山札の終わり',
  emptySite: 'RULINGS 000 空の競り場',
  bids: 'RULINGS 000 ビット',
  cardCount: 'RULINGS 000 カードの枚数',
  deckSize: 'RULINGS 000 山札の枚数',
  coinCount: 'RULINGS 000 コインの枚数',
} as const;

/** The heading of a section, as the string key `edo.rule.<heading>` names it. */
export function headingOf(section: string): string {
  return section.replace(/^(?:\d{3}|RULINGS \d{3})\s*/, '');
}
