// The strings of the board's lists (what to move, the board check) and the table's other notices that load
// with it, in both languages. They load with the
// table, not with the app: the first load stays within its budget. Each game names its own places and
// pieces (`<game>.board.*` in its tables); these are the sentences around them.

/** Japanese. */
export const ja: Record<string, string> = {
  'board.changed': '訂正の結果:',
  'board.changedLine': '{p} {a} → {b}',
  'board.changedSecret':
    '訂正で{names}の持ち分が変わりました。各自、下の自分の名前を長押しして確認してください。',
  'board.move': '{what}:{from} → {to}',
  'board.pool': 'ストック',
  'board.shared': '共有エリア',
  'board.ruled': '盤面でこう動かしてください',
  'board.past': '訂正で盤面が変わります。次のとおり動かしてください',
  'board.undone': '取り消し：ルールが動かした物を元に戻してください',
  'board.undoneChange': '訂正の取り消し：盤面を訂正の前に戻してください',
  'board.done': '盤面でもやりました',
  'board.holdFor': '長押しで数を表示({names}だけが見てください)',
  'board.noneMoved': '訂正で盤面も合計も変わりません。',
  'board.open': '盤面の確認',
  'board.title': 'いま盤面にあるべきもの',
  'board.close': 'ゲームに戻る',
  'board.nothing': 'なし',
  'board.hidden': '{what}(数は本人だけ)',
  'board.moves': '動かすもの{n}件',
  'board.unfitOpened':
    'このゲームには、保存・読み込みされたときからルールに合わない入力が{n}件あります。直すか外してください。',
};

/** English. */
export const en: Record<string, string> = {
  'board.changed': 'The correction changed:',
  'board.changedLine': '{p} {a} → {b}',
  'board.changedSecret':
    'The correction changed what {names} hold. Each can press and hold their name below to read it.',
  'board.move': '{what}: from {from} to {to}',
  'board.pool': 'the supply',
  'board.shared': 'Shared areas',
  'board.ruled': 'Move this on the board',
  'board.past': 'The correction changes the table: move these',
  'board.undone': 'Taken back: put back what the rules moved on it',
  'board.undoneChange': 'Correction taken back: put the table back as it was before it',
  'board.done': 'Done on the board',
  'board.holdFor': 'Hold to read how many (only {names} should look)',
  'board.noneMoved': 'The correction changes nothing on the table and no total.',
  'board.open': 'Board check',
  'board.title': 'Where everything should lie now',
  'board.close': 'Back to the game',
  'board.nothing': 'nothing',
  'board.hidden': '{what} (how many: only its owner)',
  'board.moves': '{n} things to move',
  'board.moves#one': '1 thing to move',
  'board.unfitOpened':
    'This game came with {n} entries that do not fit the rules (as it was saved or imported). Correct or remove them.',
  'board.unfitOpened#one':
    'This game came with 1 entry that does not fit the rules (as it was saved or imported). Correct or remove it.',
};
