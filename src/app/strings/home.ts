// The shell's strings that the first screen needs (home, the top bar, the update offer, the games' names), in
// both languages; everything else the shell says loads with the first screen beyond home (strings/ja.ts, en.ts).

/** Japanese. */
export const ja: Record<string, string> = {
  'game.edo.name': '江戸の商家',
  'game.edo.blurb': '客引きのダイスと東西の競りで商家を大きくする',
  'game.edo.players': '3〜5人',
  'game.katame.name': '片目の商人',
  'game.katame.blurb': '片面だけ見せて競る、三ラウンドの商い',
  'game.katame.players': '2〜4人',
  'game.gyosho.name': '行商の時代',
  'game.gyosho.blurb': '馬車で都市をめぐり、注文を届けて商館を建てる',
  'game.gyosho.players': '2〜4人',
  'game.mercator.name': '商人 メルカトル',
  'game.mercator.blurb': '握り競りで六品の船荷を満たす(クニツィア)',
  'game.mercator.players': '3〜7人',
  'game.supermarket.name': 'スーパーマーケット',
  'game.supermarket.blurb': '棚の容量ぎりぎりまで商品を集めるトリックテイキング',
  'game.supermarket.players': '3〜4人',

  'nav.home': 'ホーム',
  'nav.settings': '設定',
  'nav.settingsUpdate': '設定（新しいバージョンがあります）',

  'home.new': '新しいゲーム',
  'home.saved': '保存されたゲーム',
  'home.loading': '読み込み中…',
  'home.none': 'まだゲームはありません。',
  'home.playing': '進行中',
  'home.finished': '終了 — 勝者 {winners}',
  'home.delete': '{name} のゲームを削除',
  'home.deleted': '削除しました',
  'home.undoDelete': '元に戻す',
  'home.undoDeleteOf': '{name} のゲームを元に戻す',
  'home.check': '得点だけ計算',
  'home.checkHelp': '紙で遊んだゲームの得点を確かめます。',

  'update.ready': '新しいバージョンがあります。',
  'update.reload': '再読み込み',

  'store.err.open':
    '保存したゲームを読めませんでした。消えてはいません。もう一度試すか、ブラウザを再起動してください。',

  'home.continue': '続ける: {game}',
  'lock.on': '固定中',
  'sample.title': 'サンプルゲーム',
  'sample.help': '記録済みの一ゲームを一手ずつ見られます。保存はされません。',
  'players.title': 'プレイヤー',
  'update.blocked':
    '更新を待っています。このゲームの入力がまだ保存されていません。先にファイルに保存してください。',
  'update.rescue': 'ファイルに保存してから更新',
  'store.retry': 'もう一度試す',
  'route.notFound': 'そのページはありません。',
  'handover.sendGame': '{name}のゲームを別のスマホに引き継ぐ',
  'handover.receive': '別のスマホから受け取る',
  'handover.handedOver': '引き継ぎ済み',
  'home.copy': '別のスマホからの写し',
};

/** English. */
export const en: Record<string, string> = {
  'game.edo.name': 'Edo Merchants',
  'game.edo.blurb': 'Dice for customers, east and west auctions, a merchant house to grow',
  'game.edo.players': '3-5 players',
  'game.katame.name': 'One-Eyed Merchant',
  'game.katame.blurb': 'Bid on cards showing one face; three rounds of settlements',
  'game.katame.players': '2-4 players',
  'game.gyosho.name': 'The Era of Traveling Merchants',
  'game.gyosho.blurb': 'Drive your wagon between cities, deliver orders, build trading posts',
  'game.gyosho.players': '2-4 players',
  'game.mercator.name': 'Mercator',
  'game.mercator.blurb': 'Sealed bids to fill a ship of six goods (Knizia)',
  'game.mercator.players': '3-7 players',
  'game.supermarket.name': 'Supermarket',
  'game.supermarket.blurb': 'A trick-taking game: fill each shelf to its capacity, not beyond',
  'game.supermarket.players': '3-4 players',

  'nav.home': 'Home',
  'nav.settings': 'Settings',
  'nav.settingsUpdate': 'Settings (a new version is available)',

  'home.new': 'New game',
  'home.saved': 'Saved games',
  'home.loading': 'Loading…',
  'home.none': 'No games yet.',
  'home.playing': 'In progress',
  'home.finished': 'Finished — won by {winners}',
  'home.delete': 'Delete the game of {name}',
  'home.deleted': 'Deleted',
  'home.undoDelete': 'Undo',
  'home.undoDeleteOf': 'Bring back the game of {name}',
  'home.check': 'Score check',
  'home.checkHelp': 'Check the scoring of a game played on paper.',

  'update.ready': 'A new version is available.',
  'update.reload': 'Reload',

  'store.err.open': 'Could not read your saved games. They are not lost: try again, or restart the browser.',

  'home.continue': 'Continue: {game}',
  'lock.on': 'Locked',
  'sample.title': 'Sample games',
  'sample.help': 'Step through a recorded game, one entry at a time. Nothing is saved.',
  'players.title': 'Players',
  'update.blocked': 'The update waits: entries of this game are not saved yet. Keep them in a file first.',
  'update.rescue': 'Save to a file, then update',
  'store.retry': 'Try again',
  'route.notFound': 'There is no such page.',
  'handover.sendGame': 'Hand over the game of {name} to another phone',
  'handover.receive': 'Receive from another phone',
  'handover.handedOver': 'handed over',
  'home.copy': 'copy from another phone',
};
